// Bot protocol robustness: any line, any JSON, any damaged view gets one typed answer, never a throw.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyOrThrow, createGame, viewFor } from '../../engine/index';
import { createSession, handleLine, seatViewSchema } from '../../engine/bots/protocol';

const g = createGame({ rules: 'perudo', players: 3, start: { seat: 2, direction: 'clockwise' } });
const s = applyOrThrow(applyOrThrow(g, { type: 'roll', dice: [[1, 2, 3, 4, 5], [6, 6, 1, 2, 2], [3, 3, 4, 4, 4]] }), { type: 'bid', seat: 2, count: 3, face: 4 });
const VIEW = viewFor(s, 0);
const KEYS = Object.keys(VIEW);

/** Sets a path of the view to `value` (a damaged copy). */
function damage(view: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0 || typeof view !== 'object' || view === null) return value;
  const [head, ...rest] = path;
  const copy: Record<string, unknown> = Array.isArray(view) ? ([...view] as unknown as Record<string, unknown>) : { ...(view as Record<string, unknown>) };
  copy[head!] = damage(copy[head!], rest, value);
  return copy;
}

describe('bot protocol fuzz', () => {
  const session = createSession('experto', 'bold', 1);
  const kinds = new Set(['ready', 'action', 'error', 'bye']);

  it('arbitrary lines: one typed answer (or none for a blank line), never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify({ type: 'decide', view: v }))), (line) => {
        const out = handleLine(session, line);
        if (out === null) expect(line.trim()).toBe('');
        else expect(kinds.has(out.type)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('a hostile view with huge dice counts is refused, not sampled (bounded schema)', () => {
    for (const [path, value] of [[['players', '1', 'dice'], 1e9], [['current', 'maxCount'], 1e7], [['hands', '0'], new Array(50).fill(2)]] as const) {
      const out = handleLine(session, JSON.stringify({ type: 'decide', view: damage(VIEW, path, value) }));
      expect(out).toMatchObject({ type: 'error', code: 'BAD_VIEW' });
    }
  });

  it('damaged views: BAD_VIEW or a legal action of the view, never a throw', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KEYS),
        fc.array(fc.oneof(fc.constantFrom('0', '1', '2', 'bid', 'count', 'face', 'standing', 'claims'), fc.string({ maxLength: 3 })), { maxLength: 3 }),
        fc.jsonValue(),
        (key, rest, value) => {
          const view = damage(VIEW, [key, ...rest], value);
          const out = handleLine(session, JSON.stringify({ type: 'decide', id: 'f', view }));
          expect(out).not.toBeNull();
          if (out!.type === 'action' && out!.action !== null) {
            // The view as the bot read it (the schema drops unknown keys a damaged action may carry).
            expect(seatViewSchema.parse(view).legal).toContainEqual(out!.action);
          } else if (out!.type !== 'action') {
            expect(out).toMatchObject({ type: 'error', id: 'f' });
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
