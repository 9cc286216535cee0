// bench:bots' command line (test/bench/bots.ts lists the flags): the flags read by more than one mode, and the scale of the deals.
import { LEAN_OPPONENT_MODELS, OPPONENT_MODELS, RULE_OPPONENT_MODELS } from '../../../engine/bots/levels';

export const args = process.argv.slice(2);
export const JSON_OUT = args.includes('--json');
/** The value after a flag (`--players 6` -> '6'), or undefined where the flag is absent. */
export function arg(name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}
export const QUICK = args.includes('--quick');
const dealsArg = args.indexOf('--deals');
export const SCALE = dealsArg >= 0 ? Number(args[dealsArg + 1]) : QUICK ? 0.15 : 1;
/** A count of deals at this run's scale (at least one). */
export const n = (x: number): number => Math.max(1, Math.round(x * SCALE));

// --answer-model network|rule|lean: how Maestro's heads-up look-ahead models Experto's answers (default network: the
// trained answer network; rule: its features without the weights; lean: Experto's rule replayed, before the network)
const answerModelArg = args.indexOf('--answer-model');
export const ANSWER_MODELS = { network: OPPONENT_MODELS, rule: RULE_OPPONENT_MODELS, lean: LEAN_OPPONENT_MODELS } as const;
export const answerModel = answerModelArg >= 0 ? (args[answerModelArg + 1] as keyof typeof ANSWER_MODELS) : 'network';
if (!(answerModel in ANSWER_MODELS)) throw new Error('--answer-model takes network, rule or lean');

// --without-special-tables: Maestro as it was before the palifico, obligar and blind tables (in those rounds its heads-up
// search where it applies, else Experto's play): the baseline of the --families palifico,obligar,obligar-closed,blind rows
export const withoutSpecialTables = args.includes('--without-special-tables');

// --no-recall: Maestro without its recall tables (issue 41: its heads-up look-ahead where they play, as before them)
export const noRecall = args.includes('--no-recall');
// --adapt: Maestro as the bot worker plays it, adapting to each opponent from the reveals (engine/bots/adapt.ts); a fresh
// one per game and seat, so at a full table it reads that game's reveals and adapts once two players remain
export const adaptive = args.includes('--adapt');
if (adaptive && (withoutSpecialTables || answerModel !== 'network')) throw new Error('--adapt plays Maestro as the bot worker does: not with --without-special-tables or --answer-model');
