// What the app reads and keeps apart from the game being played: app:info (with the resume
// offer), settings, people's profiles and statistics (computed by persistence, statistics.ts and
// profile.ts), and storage:retry for a game paused on a failed save (issue 30.1).
import { presetOf } from '../../engine/index';
import { CONTRACT_VERSION, errResult, okResult, type AppInfo, type Result, type ResumeOffer, type Settings } from '../../common/contract/index';
import type { HandlersOf } from './handlers';
import type { Persistence } from './persistence';
import type { PhonesPort } from './phones-port';
import { saveFaultMessage, type SavePauser } from './save-pause';
import type { SessionSlot } from './session-slot';

export interface AppChannelsDeps {
  readonly slot: SessionSlot;
  readonly persistence: Persistence;
  readonly savePause: SavePauser;
  readonly transport: AppInfo['transport'];
  readonly appVersion?: string | undefined;
  readonly platform?: string | undefined;
  /** Told the settings once a settings:set is on disk (Electron rebuilds its menu in the chosen language). */
  readonly onSettings?: ((settings: Settings) => void) | undefined;
  /** The phones' listener: it checks the phonesAddress setting (issue 42 item 11). */
  readonly phones?: PhonesPort | undefined;
}

export type AppChannels = 'app:info' | 'settings:get' | 'settings:set' | 'stats:get' | 'profile:save' | 'stats:profile' | 'storage:retry';

export class AppSettings {
  constructor(private readonly deps: AppChannelsDeps) {}

  readonly handlers: HandlersOf<AppChannels> = {
    'app:info': () => okResult(this.appInfo()),
    'settings:get': () => okResult(this.deps.persistence.settings),
    'settings:set': async (_client, p) => {
      // issue 42 item 11: the phones' address is one of this computer's, else refused and nothing changed
      const address = p.patch.phonesAddress;
      const checked = address ? this.deps.phones?.checkAddress?.(address) : undefined;
      if (checked && !checked.ok) return checked;
      const saved = await this.deps.persistence.setSettings(p.patch);
      if (saved.ok) this.deps.onSettings?.(saved.value);
      return saved;
    },
    'stats:get': () => okResult(this.deps.persistence.stats),
    'profile:save': (_client, p) => this.deps.persistence.saveProfile(p),
    'stats:profile': (_client, p) => this.deps.persistence.profileRecords(p.id),
    'storage:retry': () => this.retrySave(),
  };

  private appInfo(): AppInfo {
    const { slot, persistence, savePause } = this.deps;
    return {
      name: 'Dudo',
      version: this.deps.appVersion ?? '0.0.0',
      contractVersion: CONTRACT_VERSION,
      transport: this.deps.transport,
      platform: this.deps.platform ?? process.platform,
      resume: slot.current ? null : this.resumeOffer(),
      storageProblems: persistence.storageProblems,
      // issue 42.8: a finished game is no game being played (the menu offers no "Return to the game" to it)
      inGame: slot.current !== null && slot.current.state.phase !== 'game-over',
      savePause: savePause.current,
    };
  }

  private resumeOffer(): ResumeOffer | null {
    const r = this.deps.persistence.resumable;
    if (!r) return null;
    return {
      savedAt: r.savedAt,
      players: r.seats.map((s) => s.name),
      preset: presetOf(r.record.rules),
      actionCount: r.record.actions.length,
      gameNumber: r.matchState.games.length + (r.matchState.inGame ? 1 : 0),
    };
  }

  /** storage:retry: the paused game's save is tried now. */
  private async retrySave(): Promise<Result<null>> {
    const { savePause } = this.deps;
    if (await savePause.retryNow()) return okResult(null);
    const pause = savePause.current;
    if (!pause) return errResult('NO_GAME', 'No game is waiting for its save.');
    return errResult('STORAGE', `The game is still paused: ${saveFaultMessage(pause)}`, { save: pause });
  }
}
