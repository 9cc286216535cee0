// The review's state in the renderer (issue 40 item 1): which game is reviewed, the run's progress, the
// result, and the reviews already seen this session (opening one again is instant; the host keeps them too,
// beside the record). The host's side is a ReviewBackend (./backend.ts: review:run, review:cancel,
// review:get and the 'review-progress' event); the review itself runs in the host's bot worker, never here.
import { create } from 'zustand';
import type { ReviewSource } from '../../../common/contract/index';
import type { GameReviewModel } from './model';

/**
 * The game to review: the host's source (a kept game of the History, the game just over, the record loaded in
 * the Replay) and, where the screen has it, the record's text, which names a review seen this session.
 */
export interface ReviewTarget {
  readonly source: ReviewSource;
  readonly text?: string | null;
}

export type ReviewFailure = { readonly code: string; readonly message: string };

export interface ReviewBackend {
  /** The kept review of a game, if any (no run). */
  get(target: ReviewTarget): Promise<GameReviewModel | null>;
  /** Runs the review; `onProgress` gets 0..1 while it runs. Resolves null when cancelled. */
  run(target: ReviewTarget, onProgress: (fraction: number) => void): Promise<{ ok: true; review: GameReviewModel | null } | { ok: false; error: ReviewFailure }>;
  cancel(target: ReviewTarget): Promise<void>;
}

export type ReviewStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

interface ReviewState {
  backend: ReviewBackend | null;
  target: ReviewTarget | null;
  status: ReviewStatus;
  /** 0..1 while running. */
  progress: number;
  review: GameReviewModel | null;
  error: ReviewFailure | null;
  /** The decision chosen in the panel or on the timeline (an index into review.decisions). */
  selected: number | null;
  /** Whose decisions the panel lists and the timeline marks (a seat; the first person by default). */
  person: number;
  /** Reviews already seen, by target key. */
  seen: ReadonlyMap<string, GameReviewModel>;
  setBackend(backend: ReviewBackend | null): void;
  /** Shows the review of `target`: the one seen or kept (instant), else runs it. */
  start(target: ReviewTarget): Promise<void>;
  cancel(): Promise<void>;
  select(index: number | null): void;
  setPerson(seat: number): void;
  close(): void;
}

/** A target's key: a History id, else the record text's length and hash (a record is reviewed once a session), else its source. */
export function targetKey(target: ReviewTarget): string {
  if (target.source.from === 'history') return `h:${target.source.id}`;
  const text = target.text;
  if (!text) return target.source.from;
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return `r:${text.length}:${(h >>> 0).toString(16)}`;
}

/** Whether a review of this target may be kept in `seen`: a History game, or a record named by its text. */
function cacheable(target: ReviewTarget): boolean {
  return target.source.from === 'history' || Boolean(target.text);
}

let runs = 0;

function firstPerson(review: GameReviewModel): number {
  return review.people[0] ?? 0;
}

export const useReview = create<ReviewState>((set, get) => ({
  backend: null,
  target: null,
  status: 'idle',
  progress: 0,
  review: null,
  error: null,
  selected: null,
  person: 0,
  seen: new Map(),
  setBackend: (backend) => set({ backend }),
  async start(target) {
    const { backend, seen } = get();
    const key = targetKey(target);
    const known = cacheable(target) ? seen.get(key) : undefined;
    if (known) {
      set({ target, status: 'done', review: known, error: null, progress: 1, selected: null, person: firstPerson(known) });
      return;
    }
    if (!backend) return;
    const run = ++runs;
    set({ target, status: 'running', progress: 0, review: null, error: null, selected: null });
    const kept = await backend.get(target).catch(() => null);
    if (run !== runs) return;
    if (kept) {
      set({ status: 'done', review: kept, progress: 1, seen: cacheable(target) ? new Map(seen).set(key, kept) : seen, person: firstPerson(kept) });
      return;
    }
    const r = await backend.run(target, (fraction) => run === runs && set({ progress: Math.min(1, Math.max(0, fraction)) }));
    if (run !== runs) return;
    if (!r.ok) set({ status: 'failed', error: r.error });
    else if (r.review === null) set({ status: 'cancelled' });
    else set({ status: 'done', review: r.review, progress: 1, seen: cacheable(target) ? new Map(get().seen).set(key, r.review) : get().seen, person: firstPerson(r.review) });
  },
  async cancel() {
    if (get().status !== 'running') return;
    runs++;
    set({ status: 'cancelled' });
    const target = get().target;
    if (target) await get().backend?.cancel(target);
  },
  select: (selected) => set({ selected }),
  setPerson: (person) => set({ person, selected: null }),
  close: () => {
    if (get().status === 'running') void get().cancel();
    set({ target: null, status: 'idle', review: null, error: null, selected: null, progress: 0 });
  },
}));
