// The host's typed errors a person can meet, translated (the others show the host's own sentence).
import type { HostError, HostErrorCode } from '../../../common/contract/index';

/** The codes with a sentence of their own in every language (`app.errors.<code>`). */
export const TRANSLATED_ERRORS = ['NOT_YOUR_SEAT', 'BUSY'] as const satisfies readonly HostErrorCode[];

/** The i18n key of a host error's sentence, or null: then `app.error` with the host's message. */
export function hostErrorKey(error: Pick<HostError, 'code'>): `app.errors.${(typeof TRANSLATED_ERRORS)[number]}` | null {
  const code = TRANSLATED_ERRORS.find((c) => c === error.code);
  return code ? `app.errors.${code}` : null;
}
