// Issue 42 item 9: the round as a phone sees it, beside its own cup: each seat's dice count as the
// rules show it (O-HIDDEN: "dice hidden"), lives, whose turn, the dice a rule lets this seat see
// (R-OBLIGAR open), and the round's bids (the table's History). Only the seat's own view: nothing else.
import { useTranslation } from 'react-i18next';
import type { SeatView } from '../../../engine/index';
import type { SessionInfo } from '../../../common/contract/index';
import type { Words } from '../i18n/useWords';
import { Die2D } from '../table/Die2D';
import { History } from '../table/History';

export function PhoneRound(props: { view: SeatView; session: SessionInfo; words: Words }): React.JSX.Element {
  const { view, session, words } = props;
  const { t } = useTranslation();
  const blank = view.options.wild === 'blank';
  // issue 42 (the last phones game, item d): the figure of the round being bid, when the list above is that
  // round's; after its reveal (a die lost, the game over) the list has moved on and the round's figure is not shown
  const inPlay = view.phase === 'bidding' ? (view.current?.diceInPlay ?? null) : null;
  return (
    <>
      <section className="phone-seats-list" aria-label={t('phones.seats')} data-testid="phone-seats">
        <ul>
          {view.players.map((p, s) => {
            const name = words.name(s);
            // another seat's dice only where this seat's view holds them (R-OBLIGAR open)
            const hand = s === view.seat ? null : view.hands[s];
            return (
              <li key={s} className={`${view.toAct === s ? 'to-act' : ''}${p.out ? ' is-out' : ''}`} data-seat={s} data-dice={p.dice ?? 'hidden'}>
                <span className="cup-chip" style={{ background: session.seats[s]?.color }} aria-hidden="true" />
                <span className="phone-seat-name">{name}</span>
                <span className="phone-seat-dice">{p.out ? t('table.out') : p.dice === null ? t('table.diceHidden') : t('table.dice', { count: p.dice })}</span>
                {p.lives !== null ? <span className="phone-seat-lives">{t('table.lives', { count: p.lives })}</span> : null}
                {hand ? (
                  <span className="phone-seat-hand" aria-label={t('table.diceOf', { name })}>
                    {hand.map((f, i) => <Die2D key={i} face={f} blank={blank} size={20} label={words.face(f)} />)}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
        {inPlay !== null ? <p className="muted">{t('table.diceInPlay', { count: inPlay })}</p> : null}
      </section>
      <History view={view} words={words} />
    </>
  );
}
