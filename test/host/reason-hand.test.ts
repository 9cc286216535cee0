// A bot's reason says what it held (issue 13: "I hold no fives and bid them anyway"). Those words
// tell a hidden hand, so (ARCHITECTURE.md, "Information hiding") no byte the host sends carries
// them before that hand is revealed: only the round's bot-reasons message, sent with its
// resolution, holds them, and what they say matches the hand the resolution reveals.
import { describe, expect, it } from 'vitest';
import type { Face, Resolution } from '../../engine/index';
import type { HostEvent } from '../../common/contract/index';
import { ALL_BOTS, hostInTempDir, recorder, untilOver, useCleanups } from './helpers';

const cleanups = useCleanups();

/** R-WILD: a die counts for `face` when it shows it or is wild (and the bid is not on a wild-free face of its own). */
const counts = (d: Face, face: Face, wild: Face | null): boolean => d === face || (wild !== null && d === wild);

describe('what a bot held, in its reason (issue 13)', () => {
  it('only the bot-reasons message sent with the round’s resolution carries it, byte for byte, and it matches the revealed hand', async () => {
    const { host } = hostInTempDir(cleanups);
    const { events, client } = recorder(host);
    expect((await client.handle('game:new', { ...ALL_BOTS, seats: ALL_BOTS.seats.map((s) => ({ ...s, level: 'experto' as const })) })).ok).toBe(true);
    await untilOver(host);
    // the bytes a client receives: each message as the web shell sends it (JSON text)
    const frames = events.map((e) => ({ e, bytes: JSON.stringify(e) }));
    let told = 0;
    for (let i = 0; i < frames.length; i++) {
      const { e, bytes } = frames[i]!;
      if (!bytes.includes('"held":')) continue;
      expect(e.type, bytes.slice(0, 200)).toBe('bot-reasons');
      if (e.type !== 'bot-reasons') continue;
      // the next events message resolves that very round: every hand is revealed with it
      const next = frames.slice(i + 1).find((f) => f.e.type === 'events')?.e as Extract<HostEvent, { type: 'events' }> | undefined;
      const resolution = next?.events.find((g) => g.type === 'resolution') as { resolution: Resolution } | undefined;
      expect(resolution?.resolution.round).toBe(e.round);
      const r = resolution!.resolution;
      for (const { seat, detail } of e.reasons) {
        const say = detail?.say as { bid?: { face: Face }; hand?: { held: number; wild: number } } | undefined;
        if (!say?.hand || !say.bid) continue;
        told++;
        const hand = r.hands[seat]!;
        const face = say.bid.face;
        // the hand at the reveal is the hand the bot bid from (a round's dice do not change)
        expect(say.hand.held).toBe(hand.filter((d) => counts(d, face, r.wildFace === face ? null : r.wildFace)).length);
        expect(say.hand.wild).toBe(hand.filter((d) => d !== face && r.wildFace !== null && d === r.wildFace).length);
      }
    }
    expect(told).toBeGreaterThan(3);
  });
});
