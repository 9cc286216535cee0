// The bot protocol (docs/bot-protocol.md): hello/ready, decide/action, quit/bye, clear errors for
// bad lines; and the real CLI spoken to as a child process.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { applyAction, applyOrThrow, createGame, viewFor, type GameState, type SeatAction } from '../../engine/index';
import { createSession, handleLine } from '../../engine/bots/protocol';
import { parseBotArgs } from '../../main/cli/bot';
import { createBot } from '../../engine/bots/index';
import { playGameAsync } from './play';
import { ProtocolBot } from './protocol-player';
import { repoEndgame } from '../setup/endgame-tables';

function biddingState(): GameState {
  const g = createGame({ rules: 'chile', players: 3, start: { seat: 0, direction: 'clockwise' } });
  const s = applyOrThrow(g, { type: 'roll', dice: [[1, 2, 3, 4, 5], [6, 6, 6, 2, 2], [3, 3, 1, 5, 4]] });
  return applyOrThrow(s, { type: 'bid', seat: 0, count: 3, face: 3 });
}

describe('bot protocol (pure line handler)', () => {
  const session = createSession('medio', 'balanced', 7);

  it('hello → ready, quit → bye, empty line → nothing', () => {
    expect(handleLine(session, '{"type":"hello","protocol":1}')).toMatchObject({ type: 'ready', protocol: 1, level: 'medio' });
    expect(handleLine(session, '{"type":"quit"}')).toEqual({ type: 'bye' });
    expect(handleLine(session, '   ')).toBeNull();
  });

  it('R-TURN: decide → a legal action with its reason, the id echoed', () => {
    const s = biddingState();
    const out = handleLine(session, JSON.stringify({ type: 'decide', id: 'q1', view: viewFor(s, 1), seed: 3 }));
    expect(out?.type).toBe('action');
    if (out?.type !== 'action') return;
    expect(out.id).toBe('q1');
    expect(out.reason.length).toBeGreaterThan(0);
    expect(out.why.text).toBe(out.reason);
    expect(applyAction(s, out.action as SeatAction).ok).toBe(true);
  });

  it('bad input gets a typed error line and changes nothing', () => {
    const s = biddingState();
    const before = handleLine(session, JSON.stringify({ type: 'decide', view: viewFor(s, 1), seed: 3 }));
    expect(handleLine(session, '{not json')).toMatchObject({ type: 'error', code: 'BAD_JSON' });
    expect(handleLine(session, '{"type":"shout"}')).toMatchObject({ type: 'error', code: 'BAD_MESSAGE' });
    expect(handleLine(session, '[1,2]')).toMatchObject({ type: 'error', code: 'BAD_MESSAGE' });
    const badFace = { ...viewFor(s, 1), hands: [null, [7, 6, 6, 2, 2], null] };
    expect(handleLine(session, JSON.stringify({ type: 'decide', id: 5, view: badFace }))).toMatchObject({ type: 'error', id: 5, code: 'BAD_VIEW' });
    const wrongSeat = { ...viewFor(s, 1), seat: 4 };
    expect(handleLine(session, JSON.stringify({ type: 'decide', view: wrongSeat }))).toMatchObject({ type: 'error', code: 'BAD_VIEW' });
    // a view where the seat has nothing to do: no decision, a clear error
    expect(handleLine(session, JSON.stringify({ type: 'decide', view: viewFor(s, 0) }))).toMatchObject({ type: 'error', code: 'NO_DECISION' });
    // the same seeded question still gets the same answer
    expect(handleLine(session, JSON.stringify({ type: 'decide', view: viewFor(s, 1), seed: 3 }))).toEqual(before);
  });

  it('command line: levels, personalities and seeds are checked', () => {
    expect(parseBotArgs(['--level', 'experto', '--personality', 'bold', '--seed', '42'])).toEqual({ level: 'experto', personality: 'bold', seed: 42 });
    expect(parseBotArgs(['--level', 'gran-maestro'])).toMatch(/unknown level/);
    expect(parseBotArgs(['--level'])).toMatch(/missing value/);
  });
});

describe('bot protocol over stdin/stdout (child process)', () => {
  it('dudo bot --level medio (the npm run dudo entry): a round trip, a bad line, quit', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'main/cli/dudo.ts', 'bot', '--level', 'medio', '--seed', '3'], {
      cwd: process.cwd(),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const lines: unknown[] = [];
    const rl = createInterface({ input: child.stdout });
    rl.on('line', (l) => lines.push(JSON.parse(l)));
    const s = biddingState();
    child.stdin.write('{"type":"hello"}\n');
    child.stdin.write('this is not json\n');
    child.stdin.write(`${JSON.stringify({ type: 'decide', id: 1, view: viewFor(s, 1) })}\n`);
    child.stdin.write('{"type":"quit"}\n');
    const timer = setTimeout(() => child.kill(), 30_000);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    clearTimeout(timer);
    expect(code).toBe(0);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({ type: 'ready', level: 'medio' });
    expect(lines[1]).toMatchObject({ type: 'error', code: 'BAD_JSON' });
    expect(lines[2]).toMatchObject({ type: 'action', id: 1 });
    expect(applyAction(s, (lines[2] as { action: SeatAction }).action).ok).toBe(true);
    expect(lines[3]).toEqual({ type: 'bye' });
  });
});

describe('a protocol bot plays against ours', () => {
  it('R-TURN: our CLI bot behind the protocol plays whole two-player rounds against an in-process bot', async () => {
    const remote = new ProtocolBot(process.execPath, ['--import', 'tsx', 'main/cli/dudo.ts', 'bot', '--level', 'experto']);
    expect(await remote.start()).toMatchObject({ level: 'experto' });
    const local = createBot('simple', 'balanced', repoEndgame);
    for (let deal = 0; deal < 4; deal++) {
      const r = await playGameAsync({ rules: 'chile', players: [remote, local], dealSeed: deal, botSeed: deal, start: { seat: deal % 2, direction: 'clockwise' }, firstRoundOnly: true });
      expect(r.firstResolution).not.toBeNull();
    }
    expect(await remote.quit()).toBe(0);
  });
});
