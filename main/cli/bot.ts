// `npm run dudo -- bot --level LEVEL [--personality P] [--seed N]`: the bot protocol on stdin/stdout
// (docs/bot-protocol.md). One JSON object per line each way; a bad line gets an error line, never a crash.
import { createInterface } from 'node:readline';
import { isBotLevel } from '../../engine/bots/index';
import { createSession, handleLine } from '../../engine/bots/protocol';
import { PERSONALITY_IDS, type BotLevel, type PersonalityId } from '../../engine/bots/index';
import { createEndgameShelf } from '../../engine/solver/tables';
import { endgameFilesLoader } from '../host/endgame-loader';

export const BOT_USAGE = 'usage: dudo bot --level novato|medio|experto|maestro|simple [--personality balanced|cautious|bold] [--seed N]';

export interface BotArgs {
  readonly level: BotLevel;
  readonly personality: PersonalityId;
  readonly seed: number;
}

/** Parses the command line; a string is the usage error. */
export function parseBotArgs(args: readonly string[]): BotArgs | string {
  let level: BotLevel = 'medio';
  let personality: PersonalityId = 'balanced';
  let seed = 1;
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (value === undefined) return `missing value for ${String(flag)}`;
    if (flag === '--level') {
      if (!isBotLevel(value)) return `unknown level "${value}"`;
      level = value;
    } else if (flag === '--personality') {
      if (!(PERSONALITY_IDS as readonly string[]).includes(value)) return `unknown personality "${value}"`;
      personality = value as PersonalityId;
    } else if (flag === '--seed') {
      if (!/^\d{1,10}$/.test(value)) return `bad seed "${value}"`;
      seed = Number(value);
    } else return `unknown option "${String(flag)}"`;
  }
  return { level, personality, seed };
}

/** Starts the protocol loop; returns an exit code now (2: bad usage) or -1 while the loop runs. */
export function runBotCommand(args: readonly string[]): number {
  const parsed = parseBotArgs(args);
  if (typeof parsed === 'string') {
    process.stderr.write(`${parsed}\n${BOT_USAGE}\n`);
    return 2;
  }
  // Maestro's endgame tables, read from assets/solver/ when a decision first needs them (a damaged file: a warning, the look-ahead plays)
  const endgame = createEndgameShelf(endgameFilesLoader({ warn: (m) => process.stderr.write(`dudo bot: ${m}\n`) }));
  const session = createSession(parsed.level, parsed.personality, parsed.seed, endgame);
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  rl.on('line', (line) => {
    const out = handleLine(session, line);
    if (out === null) return;
    process.stdout.write(`${JSON.stringify(out)}\n`);
    if (out.type === 'bye') {
      rl.close();
      process.stdin.destroy(); // quit ends the process even while the host keeps the pipe open
      process.exitCode = 0;
    }
  });
  rl.on('close', () => {
    process.exitCode ??= 0;
  });
  return -1;
}
