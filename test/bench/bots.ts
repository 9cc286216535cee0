// `npm run bench:bots [-- --json] [--quick] [--deals N] [--endgames] [--duel A B PRESET] [--heads-up]`: bot strength and speed (issue 4).
// - `--heads-up [--max-dice D] [--families a,b] [--per-config N] [--configs 3v1,5v5] [--beyond] [--games] [--opponent LEVEL] [--answer-model network|rule|lean] [--without-special-tables]`: only Maestro vs Experto heads-up rounds per config
//   MvO (starter M dice, responder O) in each rules family, duplicate deals, Maestro opening and responding,
//   the pooled share, the solved tables' exploitability and the decision latency (issue 14);
// - `--table-share [--players 3,4,5,6] [--per-config N] [--preset P] [--salt N] [--from K]`: only Maestro and Experto alternating at full
//   tables, whole games, seats rotated; Maestro's seat-adjusted share with a bootstrap interval, latency per size (issue 14);
//   `--from K` starts at deal K of the salt, so a long run can be made in chunks; `--adapt`: Maestro as the bot worker plays
//   it (adapting from the game's reveals once two remain), `--no-recall`: Maestro without its recall tables (issue 41's before);
// - `--table-rounds [--players 6] [--per-config N] [--preset P] [--salt N] [--stacks full|mixed]`: only Maestro and Experto alternating
//   at a full table, single rounds (full stacks, or each seat 1 to 5 dice drawn per deal), seats rotated: net dice lost per seat and
//   round by level (a lost die 1, a die won by calzo −1), a cheaper and steadier reading of the full-table play than whole games;
// - `--compare-shares A.json B.json`: two `--table-share --json` runs of the same deals (two Maestros), the paired
//   difference of the shares per table size with a bootstrap interval, and the deals whose games differ;
// - `--pool-shares A.json B.json ...`: the seat-adjusted share of the deals of several `--table-share --json` runs pooled per
//   table size (each deal once: a deal of the same salt, size and index in two files is an error), bootstrap as above;
// - headline duels: Experto vs SimpleDudo (two-player 5v5 rounds), Maestro vs Experto, Experto vs three Medio (4-player games);
// - round-robin for 2, 4 and 6 players in each preset: every level meets the others at one table,
//   duplicate deals (the same dice sequences) with the seats rotated, so luck of the deal cancels out;
// - decision latency p50/p99 per level.
// - `--protocol "COMMAND ARGS"`: instead, pits a bot that speaks docs/bot-protocol.md against ours (2p rounds, duplicate).
// Win rates carry 95 % Wilson intervals (the duplicate games are not independent: read them as rough).
// The modes live in test/bench/bots/ by concern: args.ts (the command line), stats.ts, players.ts (timed players, duels,
// tables), protocol.ts, heads-up.ts, tables.ts (--table-share, --pool-shares, --table-rounds), duels.ts, headline.ts.
import { arg, args } from './bots/args';
import { runProtocol } from './bots/protocol';
import { runHeadsUp } from './bots/heads-up';
import { runCompareShares, runPoolShares, runTableRounds, runTableShare } from './bots/tables';
import { runDuel, runEndgames } from './bots/duels';
import { runHeadline } from './bots/headline';

const t0 = performance.now();

/** Runs the mode the flags ask for (the first of these that is given); false where none is: the default run. */
async function runMode(): Promise<boolean> {
  if (args.includes('--protocol')) await runProtocol(arg('--protocol') ?? '');
  else if (args.includes('--heads-up')) runHeadsUp(t0);
  else if (args.includes('--pool-shares')) runPoolShares();
  else if (args.includes('--compare-shares')) runCompareShares();
  else if (args.includes('--table-share')) runTableShare(t0);
  else if (args.includes('--table-rounds')) runTableRounds(t0);
  else if (args.includes('--duel')) runDuel(t0);
  else if (args.includes('--endgames')) runEndgames(t0);
  else return false;
  return true;
}

if (await runMode()) process.exit(0);
runHeadline(t0);
