// The words of the table in the player's language and jargon: names, bids, claims.
import { useTranslation } from 'react-i18next';
import type { Face, SeatAction, SeatView } from '../../../engine/index';
import type { SessionInfo } from '../../../common/contract/index';
import { useSettings } from '../state/settings';
import { bidWords, faceWord, type WordingOptions } from './jargon';
import { sayBotNote, type ReasonInput, type SaidReason } from './reasons';

export interface Words {
  bid(count: number, face: Face): string;
  face(face: Face, plural?: boolean): string;
  name(seat: number | null | undefined): string;
  action(a: SeatAction): string;
  /** A bot's reason for its "why?", translated from its code (else its English text); null: the host's safe move for a failed bot. */
  reason(r: ReasonInput | null): SaidReason;
}

export function wordingOf(view: Pick<SeatView, 'options'> | null): WordingOptions {
  return { blankDie: view?.options.wild === 'blank' };
}

export function useWords(view: Pick<SeatView, 'options'> | null, session: SessionInfo | null): Words {
  const { t } = useTranslation();
  const jargon = useSettings((s) => s.jargon);
  const language = useSettings((s) => s.language);
  const opts = wordingOf(view);
  const name = (seat: number | null | undefined): string =>
    seat === null || seat === undefined ? '—' : (session?.seats[seat]?.name ?? `#${seat + 1}`);
  const bid = (count: number, face: Face): string => bidWords(count, face, jargon, opts);
  return {
    bid,
    face: (face, plural = false) => faceWord(face, jargon, plural, opts),
    name,
    action(a) {
      const n = name(a.seat);
      switch (a.type) {
        case 'bid':
          return t('claims.bid', { name: n, bid: bid(a.count, a.face as Face) });
        case 'direction':
          return t('claims.direction', { name: n, direction: t(`directions.${a.direction}`) });
        case 'obligar':
          return t('claims.obligar', { name: n, mode: a.mode === 'decline' ? t('dialogs.decline') : t(`badges.obligar-${a.mode}`) });
        default:
          return t(`claims.${a.type}`, { name: n });
      }
    },
    reason: (r) => sayBotNote(r, { t: (key, vars) => t(key, vars), language, jargon, wording: opts }),
  };
}
