// ARCHITECTURE "Data, not code" (issue 29): Maestro's endgame tables are read by the bot worker only. A whole
// heads-up game of two Maestros through the host: the worker plays endgames from the tables of its own shelf. The
// host's own process has no loader to ask (issue 39.6: the shelf is the worker's, handed to its bots; ESLint keeps
// the solver's runtime out of the host).
import { describe, expect, it } from 'vitest';
import type { GameNewPayload, HostEvent } from '../../common/contract/index';
import { hostInTempDir, recorder, untilOver, useCleanups } from './helpers';

const TWO_MAESTROS: GameNewPayload = {
  seats: [
    { name: 'Ana', kind: 'bot', level: 'maestro', color: '#aa3322' },
    { name: 'Beto', kind: 'bot', level: 'maestro', color: '#2233aa' },
  ],
  // two dice each: the first round is already in the tables (1v1 to 2v2), so a game always reaches them (with five
  // each, a game won with three or more dice left never did: eight such games in a row failed a CI run)
  rules: { preset: 'chile', options: { dicePerPlayer: 2 } },
  dice3d: false,
};

describe('the endgame tables stay in the bot worker', () => {
  const cleanups = useCleanups();
  it('a Maestro game through the host: the worker decides from its tables', async () => {
    const { host } = hostInTempDir(cleanups);
    const { events, client } = recorder(host);
    // the dice are the host's own (CSPRNG) and a round may fall outside what the tables cover, so up to 8 games
    const sources: (string | undefined)[] = [];
    for (let game = 0; game < 8 && !sources.includes('table'); game++) {
      events.length = 0;
      expect((await client.handle('game:new', TWO_MAESTROS)).ok).toBe(true);
      await untilOver(host, 60_000);
      sources.push(...events.flatMap((e: HostEvent) => (e.type === 'bot-reasons' ? e.reasons.map((r) => r.detail?.notes?.source) : [])));
    }
    // the heads-up endgames (1v1 to 2v2, the obligar rounds) were played from the tables, in the worker
    expect(sources).toContain('table');
  }, 300_000);
});
