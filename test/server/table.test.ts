// The online table's pure parts (issue 38): lobby actions (properties: a refused action changes
// nothing, the seats stay 2 to 6 and no person is lost), seat taking by token, the game setup,
// codes and secrets (≥ 40 bits together, unambiguous letters), and the rate caps.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, lobbyActionSchema, parseInvite, inviteLink, type LobbyAction } from '../../common/online/room-protocol';
import { CODE_BITS, newCode, newSecret, newSeatToken, sameSecret, tokenHash } from '../../server/codes';
import { Bucket, WindowCounter } from '../../server/limits';
import { applyLobbyAction, gameSetup, lobbyState, newTable, seatFor, takeSeat, type TableMeta } from '../../server/table';
import { CUP_COLOURS, distinctColours } from '../../common/cup-colours';

const person = (name: string) => ({ name, color: '#a0522d', face: 'face-1' });

function table(): TableMeta {
  return newTable('ABCDEF', 'ABCDEFGH', person('Ana'), tokenHash('ana-token-xxxxxxxxxxxx'), { rules: 'chile', match: { targetWins: 1, startingChips: 100 }, seats: [{ kind: 'friend' }, { kind: 'bot', level: 'novato' }, { kind: 'friend' }], turnTimerSec: 0 }, 0);
}

const actionArb: fc.Arbitrary<LobbyAction> = fc.oneof(
  fc.record({ type: fc.constant('move-seat' as const), from: fc.integer({ min: 0, max: 5 }), to: fc.integer({ min: 0, max: 5 }) }),
  fc.record({ type: fc.constant('add-bot' as const), seat: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }) }).map((a) => (a.seat === undefined ? { type: a.type } : a)),
  fc.record({ type: fc.constant('remove-bot' as const), seat: fc.integer({ min: 0, max: 5 }) }),
  fc.constant({ type: 'start' as const }),
  fc.record({ type: fc.constant('hand-to-bot' as const), seat: fc.integer({ min: 0, max: 5 }) }),
  fc.constant({ type: 'rematch' as const }),
);

describe('lobby actions (issue 38 item 2)', () => {
  it('property: by anyone, in any order, a refused action changes nothing; seats stay 2 to 6; every person keeps a seat', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), actionArb), { maxLength: 30 }), (steps) => {
        let meta = takeSeat(table(), 1, person('Ben'), tokenHash('ben-token-xxxxxxxxxxxx'));
        for (const [by, action] of steps) {
          expect(lobbyActionSchema.safeParse(action).success).toBe(true);
          const before = JSON.stringify(meta);
          const r = applyLobbyAction(meta, by, action);
          if (!r.ok) {
            expect(JSON.stringify(meta)).toBe(before);
            continue;
          }
          meta = r.meta;
          expect(meta.seats.length).toBeGreaterThanOrEqual(2);
          expect(meta.seats.length).toBeLessThanOrEqual(6);
          const people = meta.seats.filter((s) => s.kind === 'person').map((s) => (s.kind === 'person' ? s.person.name : ''));
          expect(people.sort()).toEqual(['Ana', 'Ben']);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('only the creator acts on the lobby; start turns open seats into bots; a rematch keeps a seat handed to a bot a bot', () => {
    const meta = table();
    expect(applyLobbyAction(meta, 1, { type: 'start' })).toMatchObject({ ok: false, code: 'NOT_CREATOR' });
    const started = applyLobbyAction(meta, 0, { type: 'start' });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    expect(started.meta.seats.map((s) => s.kind)).toEqual(['person', 'bot', 'bot', 'bot']);
    expect(applyLobbyAction(started.meta, 0, { type: 'add-bot' })).toMatchObject({ ok: false, code: 'WRONG_PHASE' });
    const withBen = takeSeat(table(), 1, person('Ben'), 'h');
    const playing = applyLobbyAction(withBen, 0, { type: 'start' });
    if (!playing.ok) throw new Error('start refused');
    const handed = applyLobbyAction(playing.meta, 0, { type: 'hand-to-bot', seat: 1, level: 'experto' });
    if (!handed.ok) throw new Error('hand-to-bot refused');
    expect(seatFor(handed.meta, 'h')).toBeNull();
    const rematch = applyLobbyAction({ ...handed.meta, phase: 'over' }, 0, { type: 'rematch' });
    if (!rematch.ok) throw new Error('rematch refused');
    expect(rematch.meta.seats[1]).toMatchObject({ kind: 'bot', level: 'experto' });
  });

  it('a token takes its own seat back, in the lobby or later; without one only an open seat in the lobby', () => {
    const meta = takeSeat(table(), 1, person('Ben'), tokenHash('ben'));
    expect(seatFor(meta, tokenHash('ben'))).toEqual({ seat: 1, back: true });
    expect(seatFor(meta, null)).toEqual({ seat: 3, back: false });
    expect(seatFor({ ...meta, phase: 'playing' }, null)).toBeNull();
    expect(seatFor({ ...meta, phase: 'playing' }, tokenHash('ben'))).toEqual({ seat: 1, back: true });
  });

  it("the game's setup: people are phone seats, names unique, the server rolls", () => {
    const meta = takeSeat(table(), 1, person('Ana'), 'h');
    const setup = gameSetup({ ...meta, seats: meta.seats.map((s) => (s.kind === 'open' ? { kind: 'bot', level: 'medio', name: 'Rosa' } : s)) });
    expect(setup.dice3d).toBe(false);
    expect(setup.seats.filter((s) => s.kind === 'human').every((s) => s.phone === true)).toBe(true);
    expect(new Set(setup.seats.map((s) => s.name.toLowerCase())).size).toBe(setup.seats.length);
    // both people kept the same colour: their cups (and every bot's) are told apart, in the game and in the lobby
    expect(new Set(setup.seats.map((s) => s.color.toLowerCase())).size).toBe(setup.seats.length);
    const lobby = lobbyState(meta, { connected: () => true, standIn: () => false, turnDeadline: null });
    const people = lobby.seats.flatMap((s) => (s.person ? [s.person.color] : []));
    expect(new Set(people).size).toBe(people.length);
  });
});

describe('codes, secrets and tokens (issue 38)', () => {
  it('codes and secrets use only unambiguous letters and give at least 40 bits together', () => {
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(CODE_BITS).toBeGreaterThanOrEqual(40);
    for (let i = 0; i < 200; i++) {
      expect(newCode()).toMatch(new RegExp(`^[${CODE_ALPHABET}]{6}$`));
      expect(newSecret()).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
    }
    expect(new Set(Array.from({ length: 200 }, () => newSeatToken())).size).toBe(200);
    expect(sameSecret('ABCDEFGH', 'ABCDEFGH')).toBe(true);
    expect(sameSecret('ABCDEFGH', 'ABCDEFGX')).toBe(false);
    expect(sameSecret('ABCDEFGH', 'ABC')).toBe(false);
  });

  it('an invite link or a typed code and secret is read back; anything else is not', () => {
    const link = inviteLink('https://dudo.example.org/', 'ABCDEF', 'GHJKMNPQ');
    expect(link).toBe('https://dudo.example.org/join/ABCDEF#GHJKMNPQ');
    expect(parseInvite(link)).toEqual({ code: 'ABCDEF', secret: 'GHJKMNPQ' });
    expect(parseInvite(' abcdef-ghjkmnpq ')).toEqual({ code: 'ABCDEF', secret: 'GHJKMNPQ' });
    expect(parseInvite('ABCDE0-GHJKMNPQ')).toBeNull();
    expect(parseInvite('hello')).toBeNull();
  });
});

describe('rate caps (issue 38)', () => {
  it('a bucket gives its burst, then its rate', () => {
    const b = new Bucket(10, 5, 0);
    expect(Array.from({ length: 6 }, () => b.take(0))).toEqual([true, true, true, true, true, false]);
    expect(b.take(100)).toBe(true);
    expect(b.take(100)).toBe(false);
  });

  it('a window counts per key and forgets after its window', () => {
    const w = new WindowCounter(2, 1000);
    expect([w.hit('a', 0), w.hit('a', 10), w.hit('a', 20), w.hit('b', 20)]).toEqual([true, true, false, true]);
    expect(w.allows('a', 500)).toBe(false);
    expect(w.allows('a', 1011)).toBe(true);
  });
});

describe('seat colours at an online table (issue 38 item 3: no two cups alike)', () => {
  const hex = /^#[0-9A-Fa-f]{6}$/;
  it('two friends who kept the same colour, and bots, get distinct palette colours; a free colour of one\'s own is kept', () => {
    expect(distinctColours(['#E69F00', '#E69F00', null])).toEqual(['#E69F00', '#56B4E9', '#009E73']);
    // a bot never takes a colour a person asked for
    expect(distinctColours([null, '#56B4E9'])).toEqual(['#E69F00', '#56B4E9']);
    // a colour outside the palette (drawn by seat, so it could clash) is replaced
    expect(distinctColours(['#123456', null])).toEqual(['#E69F00', '#56B4E9']);
  });

  it('for any wishes of up to six seats, the colours are palette colours and all distinct (fast-check)', () => {
    const palette = CUP_COLOURS.map((c) => c.hex);
    fc.assert(
      fc.property(fc.array(fc.option(fc.oneof(fc.constantFrom(...palette), fc.constantFrom('#e69f00', '#000000', '#56b4e9')), { nil: null }), { minLength: 1, maxLength: 6 }), (wanted) => {
        const got = distinctColours(wanted);
        expect(got).toHaveLength(wanted.length);
        expect(new Set(got.map((c) => c.toLowerCase())).size).toBe(got.length);
        for (const c of got) {
          expect(c).toMatch(hex);
          expect(palette.map((p) => p.toLowerCase())).toContain(c.toLowerCase());
        }
      }),
    );
  });
});
