// The typed handler map (docs/host.md, "The contract"; issue 39.2): each collaborator of the host
// answers its own channels with a part of the map, and the host merges the parts. A channel two
// parts answer, or one no part answers, does not compile.
import { errResult, type Channel, type ParsedPayload, type Reply, type Result } from '../../common/contract/index';
import type { ClientState } from './clients';

/** The handler of one channel: its parsed payload in, its reply out. */
export type Handler<C extends Channel> = (client: ClientState, payload: ParsedPayload<C>) => Result<Reply<C>> | Promise<Result<Reply<C>>>;
/** Every channel's handler: a channel without one does not compile. */
export type Handlers = { readonly [C in Channel]: Handler<C> };
/** A collaborator's part of the map: the handlers of its channels. */
export type HandlersOf<C extends Channel> = Pick<Handlers, C>;

/** The channels answered by more than one part (never when each is answered once). */
type Overlap<P extends readonly object[]> = P extends readonly [infer H extends object, ...infer R extends readonly object[]]
  ? (keyof H & { [I in keyof R]: keyof R[I] }[number]) | Overlap<R>
  : never;
/** `true` when no channel is answered by two parts; else names the channels answered twice. */
export type OneHandlerEach<P extends readonly object[]> = [Overlap<P>] extends [never] ? true : { readonly answeredTwice: Overlap<P> };
type Merged<P extends readonly object[]> = P extends readonly [infer H, ...infer R extends readonly object[]] ? H & Merged<R> : unknown;

/**
 * Issue 39.2: the parts merged into one map. `disjoint` type-checks only as `true` when no channel
 * is answered twice; the caller's `satisfies Handlers` checks that every channel is answered.
 */
export function mergeHandlers<const P extends readonly object[]>(parts: P, disjoint: OneHandlerEach<P>): Merged<P> {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [channel, handler] of Object.entries(part)) {
      if (channel in merged || disjoint !== true) throw new Error(`channel ${channel} is answered twice`);
      merged[channel] = handler;
    }
  }
  return merged as Merged<P>;
}

/** The typed refusal of a request for a seat (or the table) the client does not hold. */
export function notYours<T = never>(what: string): Result<T> {
  return errResult('NOT_YOUR_SEAT', `This screen may not ${what}.`);
}

/** A clock and one-shot timers (injectable: tests drive them by hand). */
export interface HostTimers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const SYSTEM_TIMERS: HostTimers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
};
