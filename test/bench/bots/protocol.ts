// bench:bots `--protocol "COMMAND ARGS"`: a bot that speaks docs/bot-protocol.md against ours (two-player 5v5 rounds, duplicate).
import type { BotLevel } from '../../../engine/bots/index';
import { playGameAsync } from '../../bots/play';
import { ProtocolBot } from '../../bots/protocol-player';
import { JSON_OUT, n } from './args';
import { timed, wonRound } from './players';
import { pct, wilson, type Rate } from './stats';

export async function runProtocol(spec: string): Promise<void> {
  const [command, ...rest] = spec.split(' ').filter((x) => x !== '');
  if (!command) throw new Error('--protocol needs a command, e.g. --protocol "npx tsx main/cli/dudo.ts bot --level medio"');
  const remote = new ProtocolBot(command, rest);
  const hello = await remote.start();
  const rows: { opponent: BotLevel; rate: Rate }[] = [];
  for (const [k, opponent] of (['simple', 'medio', 'experto'] as const).entries()) {
    let wins = 0;
    const deals = n(50);
    for (let i = 0; i < deals; i++) {
      for (const swap of [false, true]) {
        const players = swap ? [timed(opponent), remote] : [remote, timed(opponent)];
        const r = await playGameAsync({ rules: 'chile', players, dealSeed: (7 + k) * 100_003 + i, botSeed: i, start: { seat: 0, direction: 'clockwise' }, firstRoundOnly: true });
        if (wonRound(swap ? 1 : 0, r)) wins++;
      }
    }
    rows.push({ opponent, rate: wilson(wins, deals * 2) });
  }
  await remote.quit();
  if (JSON_OUT) process.stdout.write(`${JSON.stringify({ protocolBot: hello, rows }, null, 2)}\n`);
  else {
    process.stdout.write(`protocol bot ${JSON.stringify(hello)}: two-player 5v5 rounds, chile, duplicate deals\n| against | win rate [95% CI] |\n|---|---|\n`);
    for (const r of rows) process.stdout.write(`| ${r.opponent} | ${pct(r.rate.rate)} [${pct(r.rate.lo)}, ${pct(r.rate.hi)}] n=${r.rate.n} |\n`);
  }
}
