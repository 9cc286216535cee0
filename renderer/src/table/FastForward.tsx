// Issue 26 item 3: once every person at this screen is out, the rest of the game can be fast-forwarded
// to the next reveal or to the end, instead of pressing Continue at every bots' reveal. While it
// skips, this table tells the host it throws no 3D dice (the host rolls at once); to the end, it also
// stops holding the rounds for its Continue (client:table watching: false) and closes each reveal as
// it comes. It gives both back when it stops: at the next reveal, at the game's end, on Stop or when
// the table goes. The bots keep their own pace (the botSpeed setting).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import type { SeatView } from '../../../engine/index';
import type { SessionInfo } from '../../../common/contract/index';
import { useGame } from '../state/game';

export type FastForwardMode = 'off' | 'reveal' | 'end';

export const useFastForward = create<{ mode: FastForwardMode; from: number; set(mode: FastForwardMode, from?: number): void }>((set) => ({
  mode: 'off',
  /** The last round seen when the skip started: a skip to the next reveal stops at a later one. */
  from: 0,
  set: (mode, from) => set(from === undefined ? { mode } : { mode, from }),
}));

/** Every person this screen holds is out (and there is one), the game not over: the rest is the bots'. */
export function peopleAllOut(view: Pick<SeatView, 'players' | 'phase'>, session: Pick<SessionInfo, 'heldSeats'> | null): boolean {
  const people = session?.heldSeats ?? [];
  return view.phase !== 'game-over' && people.length > 0 && people.every((s) => view.players[s]?.out === true);
}

/** The skip's effects on the host and the reveals: mounted once with the table (the bar comes and goes). */
export function FastForwardDriver(props: { view: SeatView; throws3d: boolean }): null {
  const { view, throws3d } = props;
  const mode = useFastForward((s) => s.mode);
  const from = useFastForward((s) => s.from);
  const reveal = useGame((s) => s.reveals[0] ?? null);

  // what the host is told while skipping, and given back when it stops
  useEffect(() => {
    const game = useGame.getState();
    if (mode === 'off') return;
    void game.watchTable(mode !== 'end', false);
    return () => void useGame.getState().watchTable(true, throws3d);
  }, [mode, throws3d]);
  // stop at the game's end, and when the table goes
  useEffect(() => {
    if (view.phase === 'game-over' && mode !== 'off') useFastForward.getState().set('off');
  }, [view.phase, mode]);
  useEffect(() => () => useFastForward.getState().set('off'), []);
  // each reveal: closed at once to the end; the next one stops a skip to it
  useEffect(() => {
    if (!reveal) return;
    if (mode === 'end') useGame.getState().dismissReveal();
    else if (mode === 'reveal' && reveal.round > from) useFastForward.getState().set('off');
  }, [reveal?.round, mode, from]);
  return null;
}

/** The skip's buttons, where the player looks: beside the history, or in the reveal that put the last person out. */
export function FastForwardBar(props: { view: SeatView; session: SessionInfo }): React.JSX.Element | null {
  const { view, session } = props;
  const { t } = useTranslation();
  const mode = useFastForward((s) => s.mode);
  const reveal = useGame((s) => s.reveals[0] ?? null);
  if (!peopleAllOut(view, session) && mode === 'off') return null;
  const start = (to: FastForwardMode): void => {
    // the reveal up now is the one already seen: it closes as Continue would
    if (reveal) useGame.getState().dismissReveal();
    useFastForward.getState().set(to, Math.max(view.round, reveal?.round ?? 0));
  };
  return (
    <div className="fast-forward" role="group" aria-label={t('fastForward.title')} data-mode={mode}>
      <span className="muted">{mode === 'off' ? t('fastForward.title') : t(`fastForward.skipping.${mode}`)}</span>
      {mode === 'off' ? (
        <>
          <button type="button" className="ff-reveal" onClick={() => start('reveal')}>{t('fastForward.toReveal')}</button>
          <button type="button" className="ff-end" onClick={() => start('end')}>{t('fastForward.toEnd')}</button>
        </>
      ) : (
        <button type="button" className="ff-stop" onClick={() => useFastForward.getState().set('off')}>{t('fastForward.stop')}</button>
      )}
    </div>
  );
}
