// Records and history (docs/host.md, "Records"; RECORD-FORMAT.md): the record of the game being
// played or the last finished match (record:export), an imported record stepped through
// (record:import, record:replay), and the finished games kept on disk (history:*).
import type { GameRecord } from '../../engine/index';
import { okResult } from '../../common/contract/index';
import type { HandlersOf } from './handlers';
import type { Persistence } from './persistence';
import { exportReply, importRecord, replayStep } from './records';
import type { Session } from './session';
import type { SessionSlot } from './session-slot';

export type RecordChannels = 'record:export' | 'record:import' | 'record:replay' | 'history:get' | 'history:record' | 'history:delete';

export class Records {
  /** The record loaded for the replay (record:import), for its review (issue 40). */
  get loadedRecord(): GameRecord | null {
    return this.loaded;
  }

  /** The last finished match's record, for record:export after the match ended. */
  private lastRecord: GameRecord | null = null;
  /** The imported record (record:replay). */
  private loaded: GameRecord | null = null;

  constructor(
    private readonly slot: SessionSlot,
    private readonly persistence: Persistence,
  ) {}

  /** The record of the game being played, else of the last finished match. */
  get current(): GameRecord | null {
    return this.slot.current?.record ?? this.lastRecord;
  }

  /** The match ended with this session: its record stays exportable after it. */
  matchEnded(s: Session): void {
    this.lastRecord = s.record;
  }

  readonly handlers: HandlersOf<RecordChannels> = {
    'record:export': () => exportReply(this.current, this.slot.current !== null && this.slot.current.state.phase !== 'game-over'),
    'record:import': (_client, p) => {
      const r = importRecord(p.text);
      if (r.record) this.loaded = r.record;
      return r.reply;
    },
    'record:replay': (_client, p) => replayStep(this.loaded, p.step, p.seat),
    'history:get': () => okResult(this.persistence.history),
    'history:record': (_client, p) => this.persistence.gameRecord(p.id),
    'history:delete': (_client, p) => this.persistence.deleteGame(p.id),
  };
}
