// Issue 38, "it faces the internet": the messages a hostile seated client sends, shaped like the
// room's (its channels, intents and lobby acts) with payloads anywhere between right and absurd.
// Shared by the hostile clients' test (test/server/hostile.test.ts) and bench:server --hostile.
import fc from 'fast-check';
import { INTENTS } from '../../common/contract/index';
import { MSG_LOBBY_ACT, MSG_REACT, MSG_REQ, REACTION_IDS } from '../../common/online/room-protocol';

/** Messages shaped like the room's, with payloads anywhere between right and absurd. */
export function hostileMessage(): fc.Arbitrary<{ type: string; payload: unknown }> {
  const channel = fc.oneof(fc.constantFrom(...Object.keys(INTENTS)), fc.string({ maxLength: 80 }));
  const seat = fc.oneof(fc.integer({ min: -2, max: 8 }), fc.constant('0'), fc.constant(null));
  const action = fc.oneof(
    fc.record({ type: fc.constantFrom('bid', 'dudo', 'calzo', 'paso', 'direction', 'roll', 'obligar'), seat, count: fc.integer({ min: -5, max: 40 }), face: fc.integer({ min: -1, max: 8 }) }, { requiredKeys: ['type'] }),
    fc.anything(),
  );
  const payload = fc.oneof(fc.record({ action }), fc.record({ seat }), fc.record({ round: fc.integer() }), fc.record({ patch: fc.anything() }), fc.anything());
  const req = fc.record({ id: fc.oneof(fc.nat(), fc.integer(), fc.string()), channel, payload }, { requiredKeys: [] });
  const lobby = fc.oneof(
    fc.record({ type: fc.constantFrom('move-seat', 'add-bot', 'remove-bot', 'start', 'hand-to-bot', 'rematch'), seat, from: seat, to: seat, level: fc.string({ maxLength: 40 }) }, { requiredKeys: ['type'] }),
    fc.anything(),
  );
  const react = fc.oneof(fc.record({ id: fc.oneof(fc.constantFrom(...REACTION_IDS), fc.string()) }), fc.anything());
  return fc.oneof(
    fc.record({ type: fc.constant(MSG_REQ), payload: fc.oneof(req, fc.anything()) }),
    fc.record({ type: fc.constant(MSG_LOBBY_ACT), payload: lobby }),
    fc.record({ type: fc.constant(MSG_REACT), payload: react }),
    fc.record({ type: fc.string({ maxLength: 20 }), payload: fc.anything() }),
  );
}
