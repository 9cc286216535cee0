// The seats around the table: name, cup colour and pattern, dice count (hidden with O-HIDDEN),
// reserve, lives, chips, whose turn, bots thinking, speech bubbles and the "why?" of bots.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Claim, Face, SeatView } from '../../../engine/index';
import type { SessionInfo } from '../../../main/contract/index';
import type { Words } from '../i18n/useWords';
import { cupColour, CUP_COLOURS, patternCss } from '../logic/palette';
import type { BotNote } from '../state/game';
import { Die2D } from './Die2D';

export function colourOfSeat(session: SessionInfo | null, seat: number): ReturnType<typeof cupColour> {
  const hex = session?.seats[seat]?.color?.toUpperCase();
  return cupColour(CUP_COLOURS.find((c) => c.hex === hex)?.id, seat);
}

function lastClaimOf(claims: readonly Claim[], seat: number): Claim | null {
  for (let i = claims.length - 1; i >= 0; i--) if (claims[i]!.seat === seat) return claims[i]!;
  return null;
}

export function Seats(props: {
  view: SeatView;
  session: SessionInfo | null;
  words: Words;
  thinking: number | null;
  notes: readonly BotNote[];
  /** 'six': the six places of the 3D table (physics seatPosition), so labels sit by their cups. */
  layout?: 'oval' | 'six';
}): React.JSX.Element {
  const { view, session, words, thinking, notes, layout = 'oval' } = props;
  const { t } = useTranslation();
  const [why, setWhy] = useState<number | null>(null);
  const n = view.playerCount;
  const me = view.seat;
  const blank = view.options.wild === 'blank';
  const claims = view.current?.claims ?? [];
  return (
    <ol className="seats" aria-label={t('setup.seats')}>
      {view.players.map((p, s) => {
        // seat 0 (or the viewer) at the bottom, the others clockwise around an oval
        const places = layout === 'six' ? 6 : n;
        const rel = (s - (me ?? 0) + places) % places;
        const angle = Math.PI / 2 + (2 * Math.PI * rel) / places;
        const r = layout === 'six' ? [44, 42] : [42, 38];
        const style = { left: `${50 + r[0]! * Math.cos(angle)}%`, top: `${50 + r[1]! * Math.sin(angle)}%` };
        const colour = colourOfSeat(session, s);
        const name = words.name(s);
        const bot = session?.seats[s]?.kind === 'bot';
        const claim = lastClaimOf(claims, s);
        const note = bot ? [...notes].reverse().find((x) => x.seat === s && x.round === view.round) : undefined;
        const hand = s === me ? null : view.hands[s];
        const dice = p.dice === null ? t('table.diceHidden') : t('table.dice', { count: p.dice });
        return (
          <li
            key={s}
            className={`seat${view.toAct === s ? ' to-act' : ''}${p.out ? ' is-out' : ''}${s === me ? ' is-me' : ''}`}
            style={style}
            data-seat={s}
          >
            <span className="cup-chip" style={{ background: patternCss(colour) }} aria-hidden="true" />
            <span className="seat-name">
              {name}
              {s === me ? <small> ({t('table.you')})</small> : null}
            </span>
            <span className="seat-dice">{p.out ? t('table.out') : dice}</span>
            {p.reserve ? <span className="seat-extra">{t('table.reserve')}</span> : null}
            {p.lives !== null ? <span className="seat-extra">{'♥'.repeat(Math.max(0, p.lives))} {t('table.lives', { count: p.lives })}</span> : null}
            {session && view.options.ante > 0 ? <span className="seat-extra">{t('table.chips', { count: session.match.chips[s] ?? 0 })}</span> : null}
            {thinking === s ? <span className="thinking" role="status">{t('table.thinking', { name })}</span> : null}
            {claim && view.phase === 'bidding' ? (
              <span className="bubble" role="status">
                {claim.kind === 'bid' ? words.bid(claim.bid.count, claim.bid.face) : t(`panel.${claim.kind}`)}
                {note ? (
                  <button type="button" className="why" aria-expanded={why === s} aria-label={t('table.whyOf', { name })} onClick={() => setWhy(why === s ? null : s)}>
                    {t('table.why')}
                  </button>
                ) : null}
              </span>
            ) : null}
            {why === s && note ? (
              <span className="reason" role="note">
                {note.kind ? <strong>{t(`reasons.${note.kind}` as 'reasons.hand', { p: note.p === null ? '' : Math.round(note.p * 100) })}</strong> : null}
                <ReasonSentence note={note} words={words} />
              </span>
            ) : null}
            {hand ? (
              <span className="seat-hand" aria-label={t('table.diceOf', { name })}>
                {hand.map((f: Face, i) => <Die2D key={i} face={f} blank={blank} size={22} label={words.face(f)} />)}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The bot's sentence: translated from its reason's code, else its own English text (marked as English). */
function ReasonSentence(props: { note: BotNote; words: Words }): React.JSX.Element {
  const { note, words } = props;
  const said = note.detail ? words.reason(note.detail) : { sentence: note.reason, translated: false };
  return <span lang={said.translated ? undefined : 'en'}> {said.sentence}</span>;
}
