// A bot behind the JSON-lines protocol (docs/bot-protocol.md) as a player for tests and the benchmark:
// any program that speaks the protocol can be pitted against our bots.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { SeatView } from '../../engine/index';
import type { BotDecision, BotReason } from '../../engine/bots/index';
import type { AsyncPlayer } from './play';

export class ProtocolBot implements AsyncPlayer {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting: ((line: unknown) => void)[] = [];
  private next = 1;

  constructor(command: string, args: readonly string[]) {
    this.child = spawn(command, [...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      let msg: unknown;
      try {
        msg = JSON.parse(line);
      } catch {
        msg = { type: 'error', code: 'BAD_JSON', message: `the bot wrote a line that is not JSON: ${line.slice(0, 80)}` };
      }
      this.waiting.shift()?.(msg);
    });
  }

  private ask(message: unknown): Promise<unknown> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.child.stdin.write(`${JSON.stringify(message)}\n`);
    });
  }

  /** hello → ready. */
  async start(): Promise<{ level?: string; name?: string }> {
    const r = (await this.ask({ type: 'hello', protocol: 1 })) as { type?: string; level?: string; name?: string };
    if (r.type !== 'ready') throw new Error(`the bot answered hello with ${JSON.stringify(r)}`);
    return r;
  }

  async decide(view: SeatView, rng: () => number): Promise<BotDecision> {
    const id = this.next++;
    const r = (await this.ask({ type: 'decide', id, view, seed: Math.floor(rng() * 2 ** 31) })) as {
      type?: string;
      id?: unknown;
      action?: BotDecision['action'];
      why?: BotReason;
      reason?: string;
      message?: string;
    };
    if (r.type !== 'action' || r.id !== id) throw new Error(`the bot answered decide ${id} with ${JSON.stringify(r).slice(0, 200)}`);
    return { action: r.action ?? null, reason: r.why ?? { kind: 'choice', text: r.reason ?? '' } };
  }

  async quit(): Promise<number | null> {
    const closed = new Promise<number | null>((resolve) => this.child.on('close', resolve));
    this.child.stdin.write('{"type":"quit"}\n');
    return closed;
  }
}
