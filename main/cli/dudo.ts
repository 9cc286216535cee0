// `npm run dudo -- replay FILE`: applies a record and prints one JSON object (RECORD-FORMAT.md).
// Exit codes: 0 every action applied, 1 an action was refused, 2 not a valid record (or bad usage).
import { readFileSync } from 'node:fs';
import { replayCommand } from './replay';
import { runBotCommand } from './bot';

const USAGE = 'usage: dudo replay FILE   (FILE "-" reads standard input)';

/** The record's text; invalid UTF-8 is refused (it would turn into U+FFFD unseen), and never quoted. */
function readInput(file: string): string {
  const bytes = file === '-' ? readFileSync(0) : readFileSync(file);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Error(`${file === '-' ? 'standard input' : file} is not valid UTF-8 text`);
  }
}

function main(argv: readonly string[]): number {
  const [command, ...rest] = argv;
  if (command === 'replay' && rest.length === 1) {
    let text: string;
    try {
      text = readInput(rest[0]!);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      process.stdout.write(`${JSON.stringify({ ok: false, applied: 0, error: { index: null, code: 'READ_ERROR', message }, state: null })}\n`);
      return 2;
    }
    const { output, exitCode } = replayCommand(text);
    process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
    return exitCode;
  }
  if (command === 'bot') {
    return runBotCommand(rest); // the bot protocol (docs/bot-protocol.md); -1 while it runs
  }
  // A usage error is one JSON object too, shaped as replay's output (RECORD-FORMAT.md).
  process.stdout.write(`${JSON.stringify({ ok: false, applied: 0, error: { index: null, code: 'USAGE', message: USAGE }, state: null })}\n`);
  process.stderr.write(`${USAGE}\n`);
  return 2;
}

const code = main(process.argv.slice(2));
if (code >= 0) process.exitCode = code;
