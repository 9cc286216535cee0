// Issue 30.1: the save pause and a failed save are worded in the player's language (es, fr, en):
// what failed, where, and the space it needs; never the host's English sentence.
import { describe, expect, it } from 'vitest';
import type { SavePause } from '../../common/contract/index';
import { createI18n, LANGUAGES } from '../../renderer/src/i18n/index';
import { saveFaultText, savePauseLines } from '../../renderer/src/i18n/save';

const pause: SavePause = { what: 'autosave', file: 'autosave.json', dir: '/home/ana/.config/dudo', code: 'ENOSPC', bytes: 5000, savedActions: 12, attempts: 1, retryInMs: 2000 };

describe('save faults in every language', () => {
  it('each code names the file and the folder (full disk: the KiB needed), in es, fr and en alike', () => {
    const seen = new Set<string>();
    for (const language of LANGUAGES) {
      const i18n = createI18n(language);
      const t = (k: string, v?: Record<string, unknown>): string => i18n.t(k, v);
      for (const code of ['EROFS', 'ENOSPC', 'EACCES', 'EIO']) {
        const text = saveFaultText(t, { ...pause, code });
        expect(text, `${language} ${code}`).toContain('/home/ana/.config/dudo');
        expect(text).toContain('autosave.json');
        expect(text).not.toMatch(/\bsave\.[a-zA-Z]+$|^save\.|{{/);
        seen.add(text);
      }
      expect(saveFaultText(t, pause)).toContain('5 ');
      const lines = savePauseLines(t, pause);
      expect(lines).toHaveLength(3);
      expect(lines[2]).toMatch(/2/);
      for (const line of lines) expect(line).not.toMatch(/\bsave\.[a-zA-Z]+$|^save\.|{{/);
      expect(t('save.retry')).not.toBe('save.retry');
    }
    expect(seen.size).toBe(LANGUAGES.length * 4);
  });
});
