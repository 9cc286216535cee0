// Issue 12, couch privacy at the reveal: the reveal dialog, watched by everybody, never stands over
// the shown person's next hand.
import { describe, expect, it } from 'vitest';
import { ownHandShown } from '../../renderer/src/logic/couch';

describe('couch privacy at the reveal', () => {
  it('with two people, the next round dealt behind the open reveal keeps its hand hidden', () => {
    expect(ownHandShown(2, 3, 4)).toBe(false);
    expect(ownHandShown(3, 3, 4)).toBe(false);
  });
  it('the revealed round itself, no reveal open, or one person alone: the hand is shown', () => {
    expect(ownHandShown(2, 3, 3)).toBe(true);
    expect(ownHandShown(2, null, 4)).toBe(true);
    expect(ownHandShown(1, 3, 4)).toBe(true);
  });
});
