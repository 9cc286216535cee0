// The seats around the table: name, cup colour and pattern, dice count (hidden with O-HIDDEN),
// reserve, lives, chips, whose turn, bots thinking and speech bubbles. A bot's "why?" comes with
// the round's reveal (BotReasons): told during the round it could tell the bot's hidden dice.
import { OnlineSeatBadge } from './OnlinePresence';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Claim, Face, Resolution, SeatView } from '../../../engine/index';
import type { SessionInfo } from '../../../common/contract/index';
import type { Words } from '../i18n/useWords';
import { CALL_MS, expressionOf, faceLook, type FaceMoment } from '../logic/botFace';
import { cupColour, CUP_COLOURS, patternCss } from '../logic/palette';
import { useChipsShown } from '../state/chips';
import { BotFace } from './BotFace';
import { Die2D, type DieMark } from './Die2D';

export function colourOfSeat(session: SessionInfo | null, seat: number): ReturnType<typeof cupColour> {
  const hex = session?.seats[seat]?.color?.toUpperCase();
  return cupColour(CUP_COLOURS.find((c) => c.hex === hex)?.id, seat);
}

/** A bot's level (issue 26 item 3: shown at the table and on the end screen), null for a person. */
export function botLevel(session: SessionInfo | null, seat: number): NonNullable<SessionInfo['seats'][number]['level']> | null {
  const s = session?.seats[seat];
  return s?.kind === 'bot' ? (s.level ?? null) : null;
}

/** Whether the reveal on screen came less than CALL_MS ago: its caller still shouts the call. */
function useCalling(reveal: Resolution | null | undefined): boolean {
  const round = reveal?.round ?? null;
  const [over, setOver] = useState<number | null>(null);
  useEffect(() => {
    if (round === null) return;
    const timer = setTimeout(() => setOver(round), CALL_MS);
    return () => clearTimeout(timer);
  }, [round]);
  return round !== null && over !== round;
}

function lastClaimOf(claims: readonly Claim[], seat: number): Claim | null {
  for (let i = claims.length - 1; i >= 0; i--) if (claims[i]!.seat === seat) return claims[i]!;
  return null;
}

/**
 * A card's place on the 2D oval, anchored by its outer edge rather than its centre: the bottom card's
 * bottom edge, the top card's top edge, the side cards' outer edges lie on an oval inside the felt,
 * so a card that grows (a claim bubble, a hand) grows inward and is never cut by the felt's edge.
 */
function ovalPlace(angle: number): React.CSSProperties {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return {
    left: `${50 + 47 * cos}%`,
    top: `${50 + 46 * sin}%`,
    transform: `translate(${-50 - 50 * cos}%, ${-50 - 50 * sin}%)`,
  };
}

export function Seats(props: {
  view: SeatView;
  session: SessionInfo | null;
  words: Words;
  thinking: number | null;
  /** 'six': the six places of the 3D table (physics seatPosition), so labels sit by their cups. */
  layout?: 'oval' | 'six';
  /** The replay: every hand to show beside its seat (the viewer's too), and how a die counts at a reveal. */
  shownHands?: readonly (readonly Face[] | null | undefined)[];
  markOf?: (die: Face) => DieMark;
  /** The reveal on screen: the bots' faces show the call, then who won and who lost. */
  reveal?: Resolution | null;
  /** The bot that acted, its action not in the view yet (the store's botActed). */
  botActed?: number | null;
}): React.JSX.Element {
  const { view, session, words, thinking, layout = 'oval' } = props;
  const calling = useCalling(props.reveal);
  const moment: FaceMoment = { thinking, botActed: props.botActed ?? null, phase: view.phase, claims: view.current?.claims ?? [], reveal: props.reveal ?? null, calling };
  const { t } = useTranslation();
  const chips = useChipsShown(session)?.chips;
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
        const style = layout === 'six' ? { left: `${50 + 44 * Math.cos(angle)}%`, top: `${50 + 42 * Math.sin(angle)}%` } : ovalPlace(angle);
        const colour = colourOfSeat(session, s);
        const name = words.name(s);
        const claim = lastClaimOf(claims, s);
        const hand = props.shownHands ? props.shownHands[s] : s === me ? null : view.hands[s];
        const dice = p.dice === null ? t('table.diceHidden') : t('table.dice', { count: p.dice });
        const bot = session?.seats[s]?.kind === 'bot' ? session.seats[s] : null;
        return (
          <li
            key={s}
            className={`seat${view.toAct === s ? ' to-act' : ''}${p.out ? ' is-out' : ''}${s === me ? ' is-me' : ''}${bot ? ' has-face' : ''}`}
            style={style}
            data-seat={s}
          >
            {bot ? (
              // the face beside the name, in place of the cup chip's own line (the chip a badge on it): the
              // card is no taller than before and hardly wider (six seats at 1024×640, the 3D cards beside their cups)
              <span className="seat-head">
                <span className="seat-face">
                  <BotFace look={faceLook(bot.level, bot.personality, s, name)} expression={expressionOf(s, moment)} name={name} background={colour.hex} size={layout === 'six' ? 36 : 42} />
                  <span className="cup-chip" style={{ background: patternCss(colour) }} aria-hidden="true" />
                </span>
                <span className="seat-name">{name}</span>
              </span>
            ) : (
              <>
                <span className="cup-chip" style={{ background: patternCss(colour) }} aria-hidden="true" />
                <span className="seat-name">
                  {name}
                  {s === me ? <small> ({t('table.you')})</small> : null}
                </span>
              </>
            )}
            {botLevel(session, s) ? <small className="seat-level" data-level={botLevel(session, s)}>{t('table.botLevel', { level: t(`levels.${botLevel(session, s)!}`) })}</small> : null}
            <span className="seat-dice">{p.out ? t('table.out') : dice}</span>
            <OnlineSeatBadge seat={s} />
            {p.reserve ? <span className="seat-extra">{t('table.reserve')}</span> : null}
            {p.lives !== null ? <span className="seat-extra">{'♥'.repeat(Math.max(0, p.lives))} {t('table.lives', { count: p.lives })}</span> : null}
            {chips && view.options.ante > 0 ? <span className="seat-extra">{t('table.chips', { count: chips[s] ?? 0 })}</span> : null}
            {thinking === s ? <span className="thinking" role="status">{t('table.thinking', { name })}</span> : null}
            {claim && view.phase === 'bidding' ? (
              <span className="bubble" role="status">
                {claim.kind === 'bid' ? words.bid(claim.bid.count, claim.bid.face) : t(`panel.${claim.kind}`)}
              </span>
            ) : null}
            {hand ? (
              <span className="seat-hand" aria-label={t('table.diceOf', { name })}>
                {hand.map((f: Face, i) => <Die2D key={i} face={f} blank={blank} size={22} label={words.face(f)} mark={props.markOf?.(f) ?? null} />)}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
