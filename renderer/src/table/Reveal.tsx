// The reveal after dudo, calzo or mato: every cup lifts, counted dice light up (wild ones marked
// differently), the count appears, and the loss or gain is shown (R-DUDO, R-CALZO, R-MATO, R-WILD).
import { useTranslation } from 'react-i18next';
import type { Face, Resolution, RuleOptions } from '../../../engine/index';
import type { SessionInfo } from '../../../common/contract/index';
import type { Words } from '../i18n/useWords';
import { BotFace } from './BotFace';
import { Die2D, type DieMark } from './Die2D';
import { colourOfSeat } from './Seats';
import { faceLook, outcomeOf } from '../logic/botFace';
import { patternCss } from '../logic/palette';
import { verdictText } from '../i18n/verdict';
import { gainsADie, losesDice } from '../logic/diceChange';

/** How a revealed die counts toward the challenged bid. */
export function markOf(r: Resolution, die: Face): DieMark {
  if (!r.count) return null;
  if (die === r.count.face) return 'counted';
  if (r.wildFace !== null && r.wildFace !== r.count.face && die === r.wildFace) return 'wild';
  return null;
}

/** What the loser gives up, animated in its own place beside the hand: a die tumbling off, or a life fading (R-LIVES); a die won says what it is (R-RESERVE, issue 42 item 3). */
function lossOf(r: Resolution, seat: number, t: (key: string) => string): React.JSX.Element | null {
  const c = r.changes.find((x) => x.seat === seat);
  if (!c) return null;
  if (c.lives < 0) return <span className="lost-life" aria-hidden="true">♥</span>;
  if (losesDice(c)) return <span className="lost-die" aria-hidden="true" />;
  if (gainsADie(c)) {
    const help = t(c.reserve > 0 ? 'reveal.reserveHelp' : 'reveal.gainedHelp');
    return (
      <span className="gained" title={help} aria-label={help} role="img" data-reserve={c.reserve > 0 ? 'yes' : 'no'}>
        <span className="gained-die" aria-hidden="true" />
        <span className="gained-label" aria-hidden="true">{t(c.reserve > 0 ? 'table.reserve' : 'reveal.gainedDie')}</span>
      </span>
    );
  }
  return null;
}

export function RevealBody(props: { resolution: Resolution; options: RuleOptions; session: SessionInfo | null; words: Words }): React.JSX.Element {
  const { resolution: r, options, session, words } = props;
  const { t } = useTranslation();
  const blank = options.wild === 'blank';
  const claim = r.claim;
  const lines: string[] = [];
  if (claim.kind === 'bid') {
    lines.push(t('reveal.bidWas', { bid: words.bid(claim.bid.count, claim.bid.face), name: words.name(claim.seat) }));
    if (r.count) {
      lines.push(
        r.count.wild > 0
          ? t('reveal.count', { count: r.count.total, natural: r.count.natural, wild: r.count.wild })
          : t('reveal.countNoWild', { count: r.count.total }),
      );
    }
  } else if (claim.kind === 'paso') {
    lines.push(t('reveal.paso', { name: words.name(claim.seat), pattern: t(`reveal.patterns.${r.pasoPattern ?? 'none'}`) }));
  } else {
    lines.push(t('reveal.picado', { name: words.name(claim.seat), aces: r.picadoAces ?? 0 }));
  }
  // issue 26 item 3: the verdict of this call (a calzo or mato that missed: the count was not exact)
  lines.push(verdictText((key, vars) => t(key, vars), r, words.bid));
  for (const c of r.changes) {
    const name = words.name(c.seat);
    if (losesDice(c)) lines.push(t('reveal.loses', { name, count: -(c.dice + c.reserve) }));
    if (c.lives < 0) lines.push(t('reveal.losesLife', { name }));
    if (gainsADie(c)) lines.push(t('reveal.gains', { name }));
    if (c.reprieve) lines.push(t('reveal.reprieve', { name }));
    if (c.eliminated) lines.push(t('reveal.out', { name }));
  }
  const anyBot = session?.seats.some((x) => x.kind === 'bot') ?? false;
  if (r.nextStarter !== null) lines.push(t('reveal.nextStarter', { name: words.name(r.nextStarter) }));
  return (
    <div className="reveal" data-testid="reveal" data-round={r.round}>
      <ul className="reveal-hands">
        {r.hands.map((hand, s) => {
          if (hand.length === 0) return null;
          // a bot's face wears the outcome beside its hand (issue 27 item 3: in 2D the dialog covers the seats);
          // a person's row keeps a gap so the names stay in line
          const bot = session?.seats[s]?.kind === 'bot' ? session.seats[s] : null;
          return (
            <li key={s} className={r.loser === s ? 'loser' : r.gainer === s ? 'gainer' : ''} data-seat={s}>
              <span className="cup-chip lifted" style={{ background: patternCss(colourOfSeat(session, s)) }} aria-hidden="true" />
              {bot ? <BotFace look={faceLook(bot.level, bot.personality, s, words.name(s))} expression={outcomeOf(s, r) ?? 'idle'} name={words.name(s)} background={colourOfSeat(session, s).hex} size={34} /> : anyBot ? <span className="face-gap" aria-hidden="true" /> : null}
              <span className="seat-name">{words.name(s)}</span>
              <span className="hand" aria-label={t('table.diceOf', { name: words.name(s) })}>
                {hand.map((f, i) => {
                  const mark = markOf(r, f);
                  const label = mark === 'counted' ? `${words.face(f)} (${t('reveal.natural')})` : mark === 'wild' ? `${words.face(f)} (${t('reveal.wildDie')})` : words.face(f);
                  return <Die2D key={i} face={f} blank={blank} mark={mark} size={34} label={label} />;
                })}
              </span>
              {lossOf(r, s, (k) => t(k))}
            </li>
          );
        })}
      </ul>
      {r.count ? <p className="reveal-count" aria-live="polite">{r.count.total}</p> : null}
      <ul className="reveal-lines">
        {lines.map((l, i) => <li key={i}>{l}</li>)}
      </ul>
    </div>
  );
}
