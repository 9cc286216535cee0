// Issue 42, the last phones game (item h): the phone buzzes only once its person touched the page;
// before that browsers block navigator.vibrate and log a warning (seen in npm run play:phones).
import { describe, expect, it } from 'vitest';
import { vibrate } from '../../renderer/src/phone/vibrate';

function fakeNavigator(active: boolean | null): { calls: number[]; nav: Parameters<typeof vibrate>[1] } {
  const calls: number[] = [];
  const nav = {
    vibrate: (ms: number) => {
      calls.push(ms);
      return true;
    },
    ...(active === null ? {} : { userActivation: { hasBeenActive: active } }),
  };
  return { calls, nav };
}

describe("a phone's buzz", () => {
  it('before the first touch: not asked (the browser would block it and warn)', () => {
    const f = fakeNavigator(false);
    expect(vibrate(200, f.nav)).toBe(false);
    expect(f.calls).toEqual([]);
  });
  it('after a touch: buzzes', () => {
    const f = fakeNavigator(true);
    expect(vibrate(200, f.nav)).toBe(true);
    expect(f.calls).toEqual([200]);
  });
  it('a browser that cannot tell (no userActivation) or cannot buzz: nothing', () => {
    const f = fakeNavigator(null);
    expect(vibrate(40, f.nav)).toBe(false);
    expect(f.calls).toEqual([]);
    expect(vibrate(40, {})).toBe(false);
    expect(vibrate(40, undefined)).toBe(false);
  });
});
