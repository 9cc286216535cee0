// Issue 38: the online screens' pure parts: the Create form's payload passes online:create's schema
// (and a bad one does not), every online problem and server-address problem has words in en, es and
// fr, and the store folds online-lobby / online-reaction events.
import { describe, expect, it } from 'vitest';
import { INTENTS, REACTIONS, type OnlineLobby, type OnlineProblem, type ServerAddressProblem } from '../../common/contract/index';
import { RESOURCES } from '../../renderer/src/i18n/index';
import { createPayload, defaultCreateChoice, onlineErrorKey, secondsLeft, serverProblemKey } from '../../renderer/src/logic/online';
import { serverAddressPatch } from '../../renderer/src/screens/SettingsAddresses';
import { useGame } from '../../renderer/src/state/game';
import { REACTION_MS, useOnline } from '../../renderer/src/state/online';

function lookup(lang: 'en' | 'es' | 'fr', key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], RESOURCES[lang]);
}

const PROBLEMS: OnlineProblem[] = ['no-server', 'bad-server', 'unreachable', 'not-found', 'full', 'started', 'not-creator', 'not-at-table', 'lost', 'refused'];
const ADDRESS: ServerAddressProblem[] = ['not-url', 'scheme', 'ws-public', 'credentials', 'too-long'];

describe('the Create form', () => {
  it('its default choice and one with six seats make payloads online:create accepts; a seventh seat is cut, an empty name refused', () => {
    const c = defaultCreateChoice('  Ana ', '#E69F00', true);
    const parsed = INTENTS['online:create'].safeParse(createPayload(c));
    expect(parsed.success).toBe(true);
    expect(createPayload(c).person.name).toBe('Ana');
    const many = { ...c, seats: Array.from({ length: 7 }, () => ({ kind: 'bot' as const, level: 'medio' as const })) };
    expect(createPayload(many).seats).toHaveLength(5);
    expect(INTENTS['online:create'].safeParse(createPayload(many)).success).toBe(true);
    expect(INTENTS['online:create'].safeParse(createPayload({ ...c, name: '   ' })).success).toBe(false);
  });

  it('the server address field: empty is none (null), else trimmed', () => {
    expect(serverAddressPatch('  ')).toEqual({ serverAddress: null });
    expect(serverAddressPatch(' wss://x.org ')).toEqual({ serverAddress: 'wss://x.org' });
  });

  it('secondsLeft counts down to 0 and is null without a deadline', () => {
    expect(secondsLeft(null, 0)).toBeNull();
    expect(secondsLeft(10_500, 1000)).toBe(10);
    expect(secondsLeft(1000, 5000)).toBe(0);
  });
});

describe('online words', () => {
  it.each(['en', 'es', 'fr'] as const)('every online problem, address problem and reaction has words in %s', (lang) => {
    for (const p of PROBLEMS) expect(typeof lookup(lang, onlineErrorKey({ code: 'ONLINE', message: '', online: p })!), p).toBe('string');
    for (const k of ['online.problems.gameHere', 'online.problems.lost', 'online.problems.badInvite']) expect(typeof lookup(lang, k)).toBe('string');
    for (const p of ADDRESS) expect(typeof lookup(lang, serverProblemKey(p)), p).toBe('string');
    for (const r of REACTIONS) expect(typeof lookup(lang, `online.reaction.${r}`), r).toBe('string');
  });

  it('an error that is not online has no online words (the host sentence shows)', () => {
    expect(onlineErrorKey({ code: 'RULE', message: 'x' })).toBeNull();
  });
});

describe('the online store', () => {
  const lobby: OnlineLobby = { code: 'ABC234-DEFG5678', link: 'http://127.0.0.1:2567/join/ABC234#DEFG5678', phase: 'lobby', yourSeat: 1, creator: false, turnTimerSec: 0, turnDeadline: null, games: 0, seats: [], connection: 'open' };

  it('a lobby that starts playing takes the online screen to the table; leaving (null) goes back to Play online', () => {
    useGame.setState({ screen: 'online' });
    useOnline.setState({ view: 'lobby' });
    useOnline.getState().lobbyChanged(lobby);
    expect(useGame.getState().screen).toBe('online');
    useOnline.getState().lobbyChanged({ ...lobby, phase: 'playing' });
    expect(useGame.getState().screen).toBe('table');
    useOnline.getState().lobbyChanged(null);
    expect(useOnline.getState().view).toBe('home');
  });

  it('a reaction shows for its seat, the next one of that seat replaces it', () => {
    useOnline.setState({ reactions: [] });
    useOnline.getState().reacted({ seat: 2, reaction: 'gg' });
    useOnline.getState().reacted({ seat: 2, reaction: 'liar' });
    useOnline.getState().reacted({ seat: 0, reaction: 'nice' });
    const shown = useOnline.getState().reactions;
    expect(shown.map((r) => [r.seat, r.reaction])).toEqual([[2, 'liar'], [0, 'nice']]);
    expect(shown[0]!.until - Date.now()).toBeLessThanOrEqual(REACTION_MS);
  });
});
