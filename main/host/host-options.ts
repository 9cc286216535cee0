// The host's options (HostOptions): what a transport (main/electron, main/web) or a test chooses
// when it makes a GameHost.
import type { Settings } from '../../common/contract/index';
import type { BotDecider } from './bots';
import type { FairnessLimits } from './fairness';
import type { HostTimers } from './handlers';
import type { PhonesPort } from './phones-port';
import type { RoomConnector } from '../online/room-link';
import type { WriteFault } from './storage';
import type { AutosaveSink } from './autosave';

export interface HostOptions {
  /** The user data folder (settings, stats, history, autosave). */
  readonly userDataDir: string;
  readonly transport: 'electron' | 'websocket';
  readonly appVersion?: string;
  readonly platform?: string;
  /** Bot think time in ms (overrides the botSpeed setting); 0 = act at once. */
  readonly botThinkMs?: number;
  /** The waits between tries of a failed autosave (default save-pause.ts SAVE_RETRY_DELAYS_MS). */
  readonly saveRetryDelaysMs?: readonly number[];
  /** A bot worker that does not answer within this time is replaced (default 10 s + think time). */
  readonly botTimeoutMs?: number;
  /** How long the renderer has to answer a dice-request before the CSPRNG rolls (default 8 s), from its dice:ready. */
  readonly diceTimeoutMs?: number;
  /** The hard bound on waiting for a 3D table's dice:ready before the CSPRNG rolls (default 30 s). */
  readonly diceReadyLimitMs?: number;
  /** The bound on bots waiting for a 3D table's dice:settled (default 12 s). */
  readonly throwSettleLimitMs?: number;
  /** The bots (issue 38: the online server's tables share one pool, server/bot-pool.ts); default: this host's own BotRunner and worker. */
  readonly bots?: BotDecider;
  /** The bot worker module (tests inject crashing or hanging workers). */
  readonly botWorkerUrl?: URL;
  /** Where the bot worker reads Maestro's endgame tables (default: assets/solver/ beside the code). */
  readonly endgameTablesDir?: string;
  readonly log?: (message: string) => void;
  /** The secret relabellings' randomness, 0..n-1 (default node:crypto; tests inject a fixed one to choose faces). */
  readonly random?: (n: number) => number;
  /** The clock and timers of the silent-table bound and the per-client work budget (default Date.now and the global timers; tests inject their own). */
  readonly timers?: HostTimers;
  /** Per-client caps (docs/host.md, "Fair to every client"; default DEFAULT_FAIRNESS). */
  readonly fairness?: Partial<FairnessLimits>;
  /** Told the settings once a settings:set is on disk (Electron rebuilds its menu in the chosen language). */
  readonly onSettings?: (settings: Settings) => void;
  /** The phones' listener (issue 28; main/web/phones.ts); without it a game with phone seats is refused (PHONES). */
  readonly phones?: PhonesPort;
  /** How long the phones' listener stays up after the match ended (the last reveal on the phones; default 60 s). */
  readonly phonesAfterMatchMs?: number;
  /** A write fault on every file the host writes (tests inject a full or failing disk; issue 39.6: never process-wide). */
  readonly writeFault?: WriteFault;
  /** Issue 38: the online server's group commit (server/journal.ts) takes this host's autosave; default: its folder's autosave.json. */
  readonly autosaveSink?: AutosaveSink;
  /** Issue 38: online play: how rooms are opened (main/online/colyseus-link.ts) and the server when the setting is empty (env DUDO_SERVER). */
  readonly online?: { readonly connector: RoomConnector; readonly defaultServer?: string | null; readonly welcomeTimeoutMs?: number };
}

