// A failed save in the player's language (issue 30.1): what failed, where, and the space it needs.
import type { SaveFault, SavePause } from '../../../common/contract/index';

type T = (key: string, options?: Record<string, unknown>) => string;

/** What failed and where, as one sentence. */
export function saveFaultText(t: T, f: SaveFault): string {
  const file = f.file || (f.what === 'settings' ? 'settings.json' : 'autosave.json');
  const words = { file, dir: f.dir || '?', code: f.code, kib: Math.max(1, Math.ceil(f.bytes / 1024)) };
  switch (f.code) {
    case 'EROFS':
      return t('save.readOnly', words);
    case 'ENOSPC':
    case 'EDQUOT':
      return t('save.full', words);
    case 'EACCES':
    case 'EPERM':
      return t('save.denied', words);
    default:
      return t('save.other', words);
  }
}

/** The pause banner's lines: the pause, the cause, the next try. */
export function savePauseLines(t: T, p: SavePause): string[] {
  return [t('save.paused'), saveFaultText(t, p), t('save.retrying', { seconds: Math.max(1, Math.round(p.retryInMs / 1000)), attempts: p.attempts + 1 })];
}
