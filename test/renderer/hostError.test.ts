// The host's typed errors a person can meet (NOT_YOUR_SEAT, BUSY) have a sentence in every language.
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../renderer/src/i18n/index';
import { hostErrorKey, TRANSLATED_ERRORS } from '../../renderer/src/logic/hostError';

describe('translated host errors', () => {
  it('NOT_YOUR_SEAT and BUSY have a sentence in es, fr and en; other codes show the host message', () => {
    expect(TRANSLATED_ERRORS).toEqual(['NOT_YOUR_SEAT', 'BUSY']);
    for (const code of TRANSLATED_ERRORS) {
      const key = hostErrorKey({ code })!;
      for (const lang of ['es', 'fr', 'en'] as const) {
        const errors = (RESOURCES[lang] as { app: { errors: Record<string, string> } }).app.errors;
        expect(errors[code], `${lang} ${key}`).toMatch(/\S/);
      }
    }
    expect(hostErrorKey({ code: 'STORAGE' })).toBeNull();
  });
});
