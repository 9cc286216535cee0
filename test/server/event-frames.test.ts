// Issue 38 (the review of the durable store): a room encodes an event sent to several clients once
// and reuses its frame while the event object is the same (server/event-frames.ts). That is right
// only if the host never changes an event after sending it (HostEvent's contract): the event is
// deep-frozen where it is first encoded, so a change after sending throws (strict mode) and a later
// client still receives exactly what the first one did. A view is one client's own: never reused,
// never frozen.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HostEvent } from '../../common/contract/index';
import { deepFreeze, EventFrames } from '../../server/event-frames';

const tellAll = (): HostEvent => ({ type: 'bot-reasons', round: 3, reasons: [{ seat: 2, action: { type: 'dudo', seat: 2 }, reason: 'too many sixes' }] });

function everyObjectFrozen(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return true;
  return Object.isFrozen(v) && Object.values(v).every(everyObjectFrozen);
}

describe('a host event once sent (issue 38, event-frames.ts)', () => {
  it('cannot be changed after the room encoded it: a change throws, and a later client gets the same bytes as the first', () => {
    const frames = new EventFrames();
    const event = tellAll();
    const first = Buffer.from(frames.frameOf(event));
    const asSent = new EventFrames().frameOf(tellAll());
    expect(first.equals(asSent)).toBe(true);
    const e = event as unknown as { round: number; reasons: { reason: string }[] };
    expect(() => {
      e.round = 4;
    }).toThrow(TypeError);
    expect(() => e.reasons.push({ reason: 'late' })).toThrow(TypeError);
    expect(() => {
      e.reasons[0]!.reason = 'changed';
    }).toThrow(TypeError);
    expect(frames.frameOf(event).equals(asSent)).toBe(true);
    expect(event).toEqual(tellAll());
  });

  it('encodes a different event object anew (no stale frame)', () => {
    const frames = new EventFrames();
    const a = frames.frameOf({ type: 'saved', actionCount: 1 });
    const b = frames.frameOf({ type: 'saved', actionCount: 2 });
    expect(a.equals(b)).toBe(false);
    expect(b.equals(new EventFrames().frameOf({ type: 'saved', actionCount: 2 }))).toBe(true);
  });

  it("encodes a view (one client's own) at each send and leaves it unfrozen: no walk of its legal bids, no stale frame", () => {
    const frames = new EventFrames();
    const view = { type: 'view', shownSeat: 0, actionCount: 3, view: { legal: [{ type: 'bid', count: 2, face: 5 }] } } as unknown as HostEvent;
    const first = Buffer.from(frames.frameOf(view));
    expect(Object.isFrozen(view)).toBe(false);
    expect(first.equals(new EventFrames().frameOf(structuredClone(view)))).toBe(true);
    // the same object again is encoded anew (never a kept frame): what it holds now is what goes out
    (view as unknown as { actionCount: number }).actionCount = 4;
    expect(frames.frameOf(view).equals(first)).toBe(false);
    // and a shared event after it is still frozen and encoded once
    const told = tellAll();
    frames.frameOf(told);
    expect(everyObjectFrozen(told)).toBe(true);
  });

  it('deepFreeze freezes every object and array an event holds, and changes none of its values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const before = JSON.stringify(v);
        deepFreeze(v);
        return everyObjectFrozen(v) && JSON.stringify(v) === before;
      }),
    );
  });
});
