// The game review's channels (issue 40; docs/review.md): review:run, review:get, review:cancel and
// game:hint, answered by this collaborator of the host. Reviews and hints are computed in a bot worker
// (review-runner.ts), never on the main thread. A history game's review is kept beside its record
// (games/ID.review.json, versioned: a review of another REVIEW_VERSION is made again); the current and
// the loaded record's reviews are kept in memory for the record they were made of. Nothing is written
// for a record that cannot be reviewed.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { exportRecord, parseRecordText, viewFor, type GameRecord } from '../../engine/index';
// the review's types and its seed only: the review itself (and the solver's tables it reads) stays in the worker
import { REVIEW_VERSION, type GameReview, type ReviewError } from '../../engine/review/types';
import { errResult, okResult, reviewSourceKey, type HostErrorCode, type ReviewSource, type Result } from '../../common/contract/index';
import type { ClientState, Clients } from './clients';
import { notYours, type HandlersOf } from './handlers';
import type { Persistence } from './persistence';
import { GAMES_DIR } from './persistence';
import type { Records } from './record-channels';
import { ReviewRunner } from './review-runner';
import { hintsAllowed, noteHint } from './session';
import type { SessionSlot } from './session-slot';
import { readText, writeFileAtomicAsync } from './storage';

export type ReviewChannels = 'review:run' | 'review:get' | 'review:cancel' | 'game:hint';

export interface ReviewsDeps {
  readonly slot: SessionSlot;
  readonly clients: Clients;
  readonly persistence: Persistence;
  readonly records: Records;
  readonly userDataDir: string;
  /** The bot worker's module and tables folder (HostOptions botWorkerUrl, endgameTablesDir): the reviews' worker runs it. */
  readonly worker: { readonly url?: URL | undefined; readonly endgameTablesDir?: string | undefined };
  readonly log: (message: string) => void;
}

/** The largest stored review read back (a 2 MB record's review is well under it). */
const MAX_REVIEW_BYTES = 32 * 1024 * 1024;

/** A record to review and the file its review is kept in (null: kept in memory only). */
interface Target {
  readonly record: GameRecord;
  readonly text: string;
  readonly file: string | null;
}

const ERROR_CODES: { readonly [K in ReviewError['code']]: HostErrorCode } = { BAD_RECORD: 'BAD_RECORD', ACTION_REFUSED: 'BAD_RECORD', CANCELLED: 'REVIEW_CANCELLED', FAILED: 'INTERNAL' };

export class Reviews {
  /** Reviews in flight, by client id and source key: their cancel. */
  private readonly running = new Map<string, () => void>();
  /** The reviews of the current and loaded records, with the record text they were made of. */
  private readonly inMemory = new Map<string, { readonly text: string; readonly review: GameReview }>();

  private readonly runner: ReviewRunner;

  constructor(private readonly deps: ReviewsDeps) {
    const { url, endgameTablesDir } = deps.worker;
    this.runner = new ReviewRunner({ log: deps.log, ...(url ? { workerUrl: url } : {}), ...(endgameTablesDir ? { workerData: { endgameTablesDir } } : {}) });
  }

  readonly handlers: HandlersOf<ReviewChannels> = {
    'review:get': async (_client, p) => {
      const t = await this.target(p.source);
      if (!t.ok) return t;
      return okResult(this.stored(p.source, t.value));
    },
    'review:run': async (client, p) => {
      const t = await this.target(p.source);
      if (!t.ok) return t;
      const kept = this.stored(p.source, t.value);
      if (kept) return okResult(kept);
      return this.run(client, p.source, t.value);
    },
    'review:cancel': (client, p) => {
      this.running.get(`${client.id}|${reviewSourceKey(p.source)}`)?.();
      return okResult(null);
    },
    'game:hint': async (client, p) => {
      const s = this.deps.slot.current;
      if (!s) return errResult('NO_GAME', 'No game is being played.');
      if (!hintsAllowed(s)) return errResult('HINT_REFUSED', 'Hints are for solo games against bots, or a table that allows them.');
      if (!this.deps.clients.holdsSeat(client, p.seat)) return notYours(`ask a hint for seat ${p.seat}`);
      const view = viewFor(s.told.state, p.seat);
      if (view.toAct !== p.seat || view.legal.length === 0) return errResult('HINT_REFUSED', 'This seat has nothing to decide now.');
      const step = s.told.actionCount;
      const game = s.matchState.games.length;
      const r = await this.runner.hint(view, step + 1);
      if (!r.hint) return errResult(r.error ? 'INTERNAL' : 'HINT_REFUSED', r.error ?? 'This seat has nothing to decide now.');
      // issue 40 item 5: a hinted decision, counted once in the seat's statistics (the game it was asked in only)
      if (this.deps.slot.current === s && s.matchState.games.length === game) noteHint(s, p.seat, step);
      return okResult(r.hint);
    },
  };

  /** Stops the reviews in flight (the host is closing). */
  close(): void {
    this.running.clear();
    this.runner.close();
  }

  private async target(source: ReviewSource): Promise<Result<Target>> {
    if (source.from === 'history') {
      const r = await this.deps.persistence.gameRecord(source.id);
      if (!r.ok) return r;
      const parsed = parseRecordText(r.value.text);
      if (!parsed.ok) return errResult('BAD_RECORD', `The record of this game is unreadable: ${parsed.error.message}`, { field: 'id' });
      return okResult({ record: parsed.record, text: r.value.text, file: join(this.deps.userDataDir, GAMES_DIR, `${source.id}.review.json`) });
    }
    if (source.from === 'loaded') {
      const record = this.deps.records.loadedRecord;
      if (!record) return errResult('NO_RECORD', 'No record is loaded for the replay.');
      return okResult({ record, text: exportRecord(record), file: null });
    }
    const s = this.deps.slot.current;
    // the game being played holds hidden dice: it is reviewed once over
    if (s && s.state.phase !== 'game-over') return errResult('GAME_IN_PROGRESS', 'The game is still being played: review it once it is over.');
    const record = this.deps.records.current;
    if (!record) return errResult('NO_RECORD', 'There is no game to review.');
    return okResult({ record, text: exportRecord(record), file: null });
  }

  /** The review kept for the target, of this REVIEW_VERSION and for this very record, or null. */
  private stored(source: ReviewSource, t: Target): GameReview | null {
    if (!t.file) {
      const m = this.inMemory.get(reviewSourceKey(source));
      return m && m.text === t.text ? m.review : null;
    }
    const read = readText(t.file, MAX_REVIEW_BYTES);
    if (!('text' in read)) return null;
    try {
      const doc = JSON.parse(read.text) as { version?: unknown; review?: GameReview };
      // a review of another version, or of another record, is made again
      if (doc.version !== REVIEW_VERSION || doc.review?.version !== REVIEW_VERSION || doc.review.actionCount !== t.record.actions.length || !Array.isArray(doc.review.decisions)) return null;
      return doc.review;
    } catch {
      return null;
    }
  }

  private async run(client: ClientState, source: ReviewSource, t: Target): Promise<Result<GameReview>> {
    const key = `${client.id}|${reviewSourceKey(source)}`;
    if (this.running.has(key)) return errResult('BUSY', 'This record is being reviewed already.');
    const sourceKey = reviewSourceKey(source);
    const job = this.runner.run(t.record, (done, total) => this.deps.clients.sendTo(client, { type: 'review-progress', source: sourceKey, done, total }));
    this.running.set(key, job.cancel);
    const r = await job.result.finally(() => this.running.delete(key));
    if (!r.ok) return errResult(ERROR_CODES[r.error.code], r.error.message, r.error.field ? { field: r.error.field } : {});
    const review = r.review;
    if (!t.file) {
      this.inMemory.set(sourceKey, { text: t.text, review });
      return okResult(review);
    }
    try {
      const dir = join(this.deps.userDataDir, GAMES_DIR);
      if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
      await writeFileAtomicAsync(t.file, JSON.stringify({ version: REVIEW_VERSION, review }), false);
    } catch (e) {
      // the review is answered all the same; it is made again next time
      this.deps.log(`review: could not keep ${t.file}: ${e instanceof Error ? e.message : String(e)}`);
    }
    return okResult(review);
  }
}
