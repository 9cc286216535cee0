// The review's words in the player's language and jargon (./words.ts Speech): "you" is the one person of a
// solo game; where several people played, each is named.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { bidWords, faceWord } from '../i18n/jargon';
import { useSettings } from '../state/settings';
import type { GameReviewModel } from './model';
import type { Speech } from './words';

export function useSpeech(review: Pick<GameReviewModel, 'players' | 'people'> | null, blankDie = false): Speech {
  const { t } = useTranslation();
  const jargon = useSettings((s) => s.jargon);
  const language = useSettings((s) => s.language);
  return useMemo(() => {
    const people = review?.people ?? [];
    return {
      t: (key, vars) => t(key as 'review.title', vars ?? {}) as string,
      language,
      bid: (count, face) => bidWords(count, face, jargon, { blankDie }),
      face: (face, plural) => faceWord(face, jargon, plural, { blankDie }),
      name: (seat) => review?.players[seat] ?? `#${seat + 1}`,
      isYou: (seat) => people.length === 1 && people[0] === seat,
    };
  }, [t, jargon, language, review, blankDie]);
}
