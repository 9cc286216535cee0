// Issue 27: the count of a reveal tallied on the table. While the camera visits the hands
// (revealTour.ts) the tally counts each die as it lights (wild dice apart), then shows the count and
// the verdict; drawn over the 3D felt (the 2D summary stays docked beside it, for screen readers and
// for anyone who prefers it: this one is aria-hidden). Enter, a click or a tap skips to the still
// reveal at once (Enter then no longer continues: the next Enter does).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Face } from '../../../engine/index';
import { useGame } from '../state/game';
import { useWords } from '../i18n/useWords';
import { verdictText } from '../i18n/verdict';
import { tallyChange } from '../logic/diceChange';
import { Die2D } from '../table/Die2D';
import { shownTally, tourElapsed, tourFrame, tourPlaying, useRevealTour } from '../state/revealTour';

interface Tally {
  counted: number;
  wild: number;
  done: boolean;
}

function keepTally(el: HTMLDivElement | null): void {
  shownTally.current = el;
}

export function RevealTally(): React.JSX.Element | null {
  const { t } = useTranslation();
  const reveal = useGame((s) => s.reveals[0] ?? null);
  const view = useGame((s) => s.view);
  const session = useGame((s) => s.session);
  const words = useWords(view, session);
  const tour = useRevealTour((s) => s.tour);
  const [tally, setTally] = useState<Tally | null>(null);
  const current = tour && reveal && tour.round === reveal.round ? tour : null;
  useEffect(() => {
    if (!current) {
      setTally(null);
      return;
    }
    let raf = 0;
    const tick = (): void => {
      const f = tourFrame(current.plan, tourElapsed(current));
      setTally((old) => (old && old.counted === f.counted && old.wild === f.wild && old.done === f.done ? old : { counted: f.counted, wild: f.wild, done: f.done }));
      if (!f.done) raf = requestAnimationFrame(tick);
    };
    tick();
    return () => cancelAnimationFrame(raf);
  }, [current]);
  useEffect(() => {
    if (!current) return;
    // skipped at once: Enter (kept from the reveal's Continue while the tour plays), a click, a tap
    const key = (e: KeyboardEvent): void => {
      if (e.key !== 'Enter' || !tourPlaying()) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      useRevealTour.getState().skip();
    };
    const pointer = (): void => {
      if (tourPlaying()) useRevealTour.getState().skip();
    };
    window.addEventListener('keydown', key, true);
    window.addEventListener('pointerdown', pointer, true);
    return () => {
      window.removeEventListener('keydown', key, true);
      window.removeEventListener('pointerdown', pointer, true);
    };
  }, [current]);
  if (!current || !reveal || !tally || !reveal.count) return null;
  const face = reveal.count.face as Face;
  const change = tallyChange(reveal.changes);
  return (
    <div
      className="reveal-tally"
      // issue 27: the seat cards keep clear of it (SeatAnchors)
      ref={keepTally}
      aria-hidden="true"
      data-counted={tally.counted}
      data-wild={tally.wild}
      data-done={tally.done ? 'true' : 'false'}
      style={{
        position: 'absolute',
        // top left of the felt, over the seat cards (the docked summary is at the right)
        left: '0.8rem',
        top: '0.8rem',
        zIndex: 3,
        padding: '0.5rem 0.9rem',
        borderRadius: 12,
        background: '#0b1a13d9',
        color: '#fff4e0',
        display: 'grid',
        gap: '0.2rem',
        pointerEvents: 'none',
        fontSize: '1.1rem',
        maxWidth: '45%',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.6rem' }}>
        <Die2D face={face} size={36} mark="counted" label={words.face(face)} />
        <span style={{ fontSize: '2.4rem', fontWeight: 700, lineHeight: 1 }}>× {tally.counted}</span>
        {tally.wild > 0 ? (
          <span style={{ display: 'flex', alignItems: 'center', gap: '0.3rem' }}>
            {reveal.wildFace !== null ? <Die2D face={reveal.wildFace as Face} size={24} mark="wild" label={words.face(reveal.wildFace as Face)} /> : null}
            {t('scene.tallyWild', { count: tally.wild })}
          </span>
        ) : null}
      </div>
      {tally.done ? (
        <div className="reveal-tally-verdict" style={{ fontWeight: 600 }}>
          {verdictText((key, vars) => t(key, vars), reveal, words.bid)}
          {change === null ? '' : ` · ${change.kind === 'loses' ? t('reveal.loses', { name: words.name(change.seat), count: change.count }) : change.kind === 'gains' ? t('reveal.gains', { name: words.name(change.seat) }) : t('reveal.losesLife', { name: words.name(change.seat) })}`}
        </div>
      ) : null}
    </div>
  );
}
