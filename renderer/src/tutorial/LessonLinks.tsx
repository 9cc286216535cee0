// "Learn to play" lessons (issue 42 item 4): the menu's list of them (beside the guided game) and the
// Rules screen's links from a rule's section to its lessons. Offered only where a lesson may start
// (no game being played: the host would refuse it, GAME_IN_PROGRESS).
import { useTranslation } from 'react-i18next';
import type { RuleOptions } from '../../../engine/index';
import { SHORT_LESSONS, type LessonId } from '../../../common/contract/index';
import { useGame } from '../state/game';
import { useRules, type RuleTopic } from '../state/rules';
import { useSettings } from '../state/settings';
import { useCoach } from './Coach';
import { lessonsOfRule } from './lessons';

/** A lesson may start: the host answered and no game is being played. */
export function useCanLearn(): boolean {
  const info = useGame((s) => s.info);
  return info !== null && !info.inGame;
}

/** Starts a lesson (the guided game unless told) for the person named at the last setup, else `fallbackName`. */
export function startLesson(lesson: LessonId, fallbackName: string): void {
  const game = useGame.getState();
  useCoach.getState().reset();
  const name = game.hostSettings?.lastSetup?.seats.find((x) => x.kind === 'human')?.name ?? fallbackName;
  void game.startTutorial(name, useSettings.getState().dice3d, lesson === 'guided' ? undefined : lesson);
}

/** The menu's short lessons, each one rule (the guided game is "Learn to play" beside it). */
export function LessonList(): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <ul className="lesson-list" aria-label={t('lessons.title')}>
      {SHORT_LESSONS.map((id, i) => (
        <li key={id}>
          <button type="button" className={`lesson-${id}`} data-lesson={id} autoFocus={i === 0} title={t(`lessons.${id}.hint`)} onClick={() => startLesson(id, t('tutorial.playerName'))}>
            {t(`lessons.${id}.name`)}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A rule section's links to its lessons, for the rule as `options` play it (none where it has none, or where no lesson may start). */
export function LessonLinks(props: { topic: RuleTopic; options: RuleOptions }): React.JSX.Element | null {
  const { t } = useTranslation();
  const canLearn = useCanLearn();
  const lessons = lessonsOfRule(props.topic, props.options);
  if (lessons.length === 0 || !canLearn) return null;
  const go = (id: LessonId): void => {
    useRules.getState().close();
    startLesson(id, t('tutorial.playerName'));
  };
  return (
    <p className="lesson-links">
      {lessons.map((id) => (
        <button key={id} type="button" className="lesson-link" data-lesson={id} onClick={() => go(id)}>
          {t('lessons.tryIt', { name: t(`lessons.${id}.name`) })}
        </button>
      ))}
    </p>
  );
}
