// End of game: the winner, per-player figures, match scores; save or export the record, replay it.
// The figures are the engine's gameStats of the game's record, named as the Statistics name them (issue 39.4).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameStats, parseRecordText, type PlayerStats, type SeatView } from '../../../engine/index';
import type { SessionInfo } from '../../../common/contract/index';
import type { Words } from '../i18n/useWords';
import { figureLabel, figureShort, figureValue, GAME_FIGURE_IDS } from '../stats/figures';
import { useChipsShown } from '../state/chips';
import { useGame } from '../state/game';
import { useOnline } from '../state/online';
import { downloadText } from './download';
import { useTrail } from './trail';
import { botLevel } from '../table/Seats';
import { ReviewButton } from '../review/ReviewButton';
import { historyIdOfGame } from '../review/endSource';
import type { ReviewTarget } from '../review/store';
import '../review/review.css';

export function EndScreen(props: { view: SeatView; session: SessionInfo | null; words: Words; onReplay: (text: string) => void }): React.JSX.Element {
  const { view, session, words, onReplay } = props;
  const { t } = useTranslation();
  const game = useGame();
  const [record, setRecord] = useState<{ text: string; name: string } | null>(null);
  const [stats, setStats] = useState<readonly PlayerStats[] | null>(null);
  // issue 40: the game as the History keeps it (its review kept beside its record, counted in the Statistics)
  const [reviewTarget, setReviewTarget] = useState<ReviewTarget | null>(null);

  useEffect(() => {
    let alive = true;
    void game.exportRecord().then((r) => {
      if (!alive || !r) return;
      setRecord({ text: r.text, name: r.suggestedName });
      const parsed = parseRecordText(r.text);
      const figures = parsed.ok ? gameStats(parsed.record) : null;
      if (figures?.ok) setStats(figures.stats);
      const current: ReviewTarget = { source: { from: 'current' }, text: r.text };
      if (!parsed.ok || !game.client) {
        setReviewTarget(current);
        return;
      }
      const names = parsed.record.players.map((p) => p.name);
      void game.client.invoke('history:get', {}).then((h) => {
        const id = h.ok ? historyIdOfGame(h.value.games, names, parsed.record.actions.length) : null;
        if (alive) setReviewTarget(id ? { source: { from: 'history', id }, text: r.text } : current);
      });
    });
    return () => {
      alive = false;
    };
  }, [view.winner]);

  const roomPage = game.client?.transport === 'room';
  const match = session?.match;
  const chips = useChipsShown(session)?.chips;
  const matchOver = session?.status === 'match-over' || (match?.winner ?? null) !== null;
  return (
    <section className="end" data-testid="end-screen">
      {matchOver && match?.winner !== null && match && match.targetWins > 1 ? <p className="match-winner">{t('end.matchWinner', { name: words.name(match.winner) })}</p> : null}
      <h2>{t('end.stats')}</h2>
      <table className="stats">
        <thead>
          <tr>
            <th scope="col">{t('end.player')}</th>
            {GAME_FIGURE_IDS.map((f) => <th key={f} scope="col" data-figure={f}>{t(figureLabel(f))}</th>)}
            {match ? <th scope="col">{t('end.wins')}</th> : null}
            {match && view.options.ante > 0 ? <th scope="col">{t('end.chips')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: view.playerCount }, (_, seat) => (
            <tr key={seat} className={seat === view.winner ? 'winner' : ''}>
              <th scope="row">
                {words.name(seat)}
                {botLevel(session, seat) ? <small className="seat-level"> ({t('table.botLevel', { level: t(`levels.${botLevel(session, seat)!}`) })})</small> : null}
              </th>
              {GAME_FIGURE_IDS.map((f) => {
                // until the record is counted (one request to the host), a dash
                const s = stats?.[seat];
                const v = s ? figureValue(f, s) : null;
                return <td key={f} data-figure={f}>{v === null ? '–' : figureShort(v)}</td>;
              })}
              {match ? <td>{match.scores[seat] ?? 0} / {match.targetWins}</td> : null}
              {match && view.options.ante > 0 ? <td data-chip-anchor={`end-${seat}`}>{chips?.[seat] ?? 0}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="end-buttons">
        {!matchOver ? (
          <button type="button" className="primary" autoFocus onClick={() => void game.nextGame()}>{t('end.nextGame')}</button>
        ) : null}
        <button type="button" disabled={!record} onClick={() => record && downloadText(record.name, record.text)}>{t('end.save')}</button>
        <button type="button" disabled={!record} onClick={() => {
            if (!record) return;
            useTrail.getState().set({ replayFrom: 'menu' });
            onReplay(record.text);
          }}>{t('end.replay')}</button>
        {roomPage ? (
          // issue 38 item 5: a browser opened from an invite link has no host of its own (no review, no local game, no
          // menu to go back to): it leaves the table for Join; Rematch stays beside the table
          <button
            type="button"
            className="online-leave-end"
            onClick={() => {
              const online = useOnline.getState();
              void online.leave().then(() => {
                online.show('join');
                game.leave('online');
              });
            }}
          >
            {t('online.leave')}
          </button>
        ) : (
          <>
            {/* issue 40 item 1: the review runs in the host's bot worker, then the Replay shows it beside the table */}
            <ReviewButton
              target={reviewTarget}
              onReady={() => {
                if (!record) return;
                useTrail.getState().set({ replayFrom: 'menu' });
                onReplay(record.text);
              }}
            />
            <button type="button" className={matchOver ? 'primary' : ''} onClick={() => game.leave('setup')}>{t('end.newGame')}</button>
            <button type="button" onClick={() => game.leave('menu')}>{t('end.menu')}</button>
          </>
        )}
      </div>
    </section>
  );
}
