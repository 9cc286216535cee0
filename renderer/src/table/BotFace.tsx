// A bot's portrait beside its seat card (issue 27, item 3), drawn here as SVG: the level decides what
// it wears (a young tuft, a jockey cap with stubble, glasses and a goatee, the maestro's chupalla and
// moustache), the style its brows, its mouth at rest and its neckwear (a collar, a knitted scarf, a red
// pañuelo), the seat and name its colours; the expression (logic/botFace.ts) its eyes, brows and mouth.
// A new expression pops in with a short CSS animation; under prefers-reduced-motion nothing moves.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Expression, FaceLook } from '../logic/botFace';

const INK = '#2a1a10';

/** The brows: the inner and outer ends' heights (negative: up) for this expression, added to the style's tilt. */
function brows(expression: Expression, tilt: number): { left: [number, number]; right: [number, number] } {
  const base = 25.2;
  const set = (inner: number, outer: number): [number, number] => [base + inner, base + outer];
  switch (expression) {
    case 'thinking':
      return { left: set(tilt * 0.5, 0), right: set(-2.2, -2.6) };
    case 'bidding':
      return { left: set(tilt * 0.5 - 1.2, -1.2), right: set(tilt * 0.5 - 1.2, -1.2) };
    case 'dudo':
      return { left: set(2.2, -1.4), right: set(2.2, -1.4) };
    case 'won':
      return { left: set(-1.6, -1.2), right: set(-1.6, -1.2) };
    case 'lost':
      return { left: set(-2.4, 0.8), right: set(-2.4, 0.8) };
    default:
      return { left: set(tilt, 0), right: set(tilt, 0) };
  }
}

function Eyes(props: { expression: Expression }): React.JSX.Element {
  const { expression } = props;
  if (expression === 'won') {
    return (
      <g fill="none" stroke={INK} strokeWidth={1.5} strokeLinecap="round">
        <path d="M24.3 30.6 Q26.5 27.8 28.7 30.6" />
        <path d="M35.3 30.6 Q37.5 27.8 39.7 30.6" />
      </g>
    );
  }
  if (expression === 'dudo') {
    return (
      <g fill={INK}>
        <ellipse cx={26.5} cy={30} rx={2} ry={1.2} />
        <ellipse cx={37.5} cy={30} rx={2} ry={1.2} />
      </g>
    );
  }
  // white eyes with a pupil looking up (thinking), down (lost) or ahead
  const [dx, dy] = expression === 'thinking' ? [0.9, -1] : expression === 'lost' ? [-0.3, 1] : [0, 0];
  const ry = expression === 'bidding' ? 2.6 : 2.3;
  return (
    <g>
      <ellipse cx={26.5} cy={30} rx={2.3} ry={ry} fill="#fff" />
      <ellipse cx={37.5} cy={30} rx={2.3} ry={ry} fill="#fff" />
      <circle cx={26.5 + dx} cy={30.2 + dy} r={1.35} fill={INK} />
      <circle cx={37.5 + dx} cy={30.2 + dy} r={1.35} fill={INK} />
    </g>
  );
}

function Mouth(props: { expression: Expression; rest: FaceLook['styleLook']['restMouth'] }): React.JSX.Element {
  switch (props.expression) {
    case 'thinking':
      return <path d="M30 39.4 Q33 38.6 35.6 39.6" fill="none" stroke={INK} strokeWidth={1.3} strokeLinecap="round" />;
    case 'bidding':
      return <ellipse cx={32} cy={39.4} rx={2.6} ry={2.1} fill={INK} />;
    case 'dudo':
      return (
        <g>
          <path d="M26.6 37.6 Q32 36.2 37.4 37.6 Q37 44.6 32 44.8 Q27 44.6 26.6 37.6 Z" fill={INK} />
          <path d="M28.6 42.6 Q32 40.6 35.4 42.6 Q33.8 44.4 32 44.4 Q30.2 44.4 28.6 42.6 Z" fill="#d9534f" />
        </g>
      );
    case 'won':
      return (
        <g>
          <path d="M26.4 37.4 Q32 38.6 37.6 37.4 Q36.6 43.6 32 43.8 Q27.4 43.6 26.4 37.4 Z" fill={INK} />
          <path d="M27.4 37.9 Q32 38.9 36.6 37.9 L36.3 39.2 Q32 40 27.7 39.2 Z" fill="#fff" />
        </g>
      );
    case 'lost':
      return <path d="M27.8 41.2 Q32 37.2 36.2 41.2" fill="none" stroke={INK} strokeWidth={1.5} strokeLinecap="round" />;
    default:
      if (props.rest === 'flat') return <path d="M29.2 39.4 L34.8 39.4" fill="none" stroke={INK} strokeWidth={1.4} strokeLinecap="round" />;
      if (props.rest === 'smirk') return <path d="M28.2 39 Q32.6 41.2 36.4 37.6" fill="none" stroke={INK} strokeWidth={1.5} strokeLinecap="round" />;
      return <path d="M28.2 38.6 Q32 41.6 35.8 38.6" fill="none" stroke={INK} strokeWidth={1.5} strokeLinecap="round" />;
  }
}

/** What floats beside the head: the thought dots, the call's "!", a sparkle of victory, a drop of sweat. */
function Extra(props: { expression: Expression }): React.JSX.Element | null {
  switch (props.expression) {
    case 'thinking':
      return (
        <g className="face-dots" fill="#fff" stroke={INK} strokeWidth={0.6}>
          <circle cx={48} cy={19.6} r={1.7} />
          <circle cx={52.4} cy={13.6} r={2.5} />
          <circle cx={57.6} cy={6.4} r={3.6} />
        </g>
      );
    case 'dudo':
      return (
        <g fill="#f0b429" stroke={INK} strokeWidth={0.7}>
          <path d="M53 6 L58.6 6 L56.8 19 L54.8 19 Z" />
          <circle cx={55.8} cy={22.6} r={1.9} />
        </g>
      );
    case 'won':
      return <path d="M54 8 L55.6 12.4 L60 14 L55.6 15.6 L54 20 L52.4 15.6 L48 14 L52.4 12.4 Z" fill="#ffe17a" stroke={INK} strokeWidth={0.6} />;
    case 'lost':
      return <path d="M46.4 22 Q49.6 27 48.6 28.6 Q47 30.2 45.6 28.6 Q44.8 27 46.4 22 Z" fill="#9fd3f5" stroke="#2f6f9a" strokeWidth={0.6} />;
    default:
      return null;
  }
}

function Hair(props: { look: FaceLook }): React.JSX.Element {
  const { look } = props;
  const { headwear } = look.levelLook;
  if (headwear === 'chupalla') {
    // only the sides show under the hat
    return <path d="M18.6 31 Q18 22 22 20.5 L24 25 Q21 27 20.6 31 Z M45.4 31 Q46 22 42 20.5 L40 25 Q43 27 43.4 31 Z" fill={look.hair} />;
  }
  return (
    <g fill={look.hair}>
      <path d="M18.6 30 C17.6 18 24 14.6 32 14.6 C40 14.6 46.4 18 45.4 30 C44.4 24 40.6 21 32 21.4 C25 21.2 20 23.6 18.6 30 Z" />
      {look.level === 'novato' ? <path d="M29 16 Q29.6 9.6 35.6 10.4 Q32.8 12.4 33.8 15.6 Z" /> : null}
      {look.level === 'experto' ? <path d="M24 21.6 Q30 17.6 40 19" fill="none" stroke="#0004" strokeWidth={0.8} /> : null}
    </g>
  );
}

function Headwear(props: { look: FaceLook }): React.JSX.Element | null {
  const { headwear } = props.look.levelLook;
  if (headwear === 'cap') {
    return (
      <g>
        <path d="M18.8 23.6 C18.6 14.4 24.6 11.6 32 11.6 C39.4 11.6 45.4 14.4 45.2 23.6 Z" fill="#c0392b" />
        <path d="M16.4 23.2 Q32 27.8 47.6 23.2 Q32 20.2 16.4 23.2 Z" fill="#8e2a20" />
        <circle cx={32} cy={12} r={1.3} fill="#8e2a20" />
      </g>
    );
  }
  if (headwear === 'chupalla') {
    return (
      <g stroke="#7a5a22" strokeWidth={0.7}>
        <ellipse cx={32} cy={19.8} rx={23} ry={4.4} fill="#e2c07a" />
        <path d="M22 20.4 C21.4 8.8 25 6.2 32 6.2 C39 6.2 42.6 8.8 42 20.4 Q32 22.2 22 20.4 Z" fill="#d9b262" />
        <path d="M22 16.2 Q32 18.2 42 16.2 L42 19.4 Q32 21.4 22 19.4 Z" fill="#2a1a10" stroke="none" />
        <path d="M12 20.4 Q32 24.8 52 20.4" fill="none" strokeDasharray="1.4 1.2" />
      </g>
    );
  }
  return null;
}

function FacialHair(props: { look: FaceLook; expression: Expression }): React.JSX.Element | null {
  const { look } = props;
  switch (look.levelLook.facialHair) {
    case 'stubble':
      return <path d="M20.6 35 C21.2 45.8 27 47.4 32 47.4 C37 47.4 42.8 45.8 43.4 35 C41.6 42 37.8 44.4 32 44.6 C26.2 44.4 22.4 42 20.6 35 Z" fill={look.hair} opacity={0.35} />;
    case 'goatee':
      return <path d="M29.4 44.2 Q32 49.6 34.6 44.2 Q32 45.6 29.4 44.2 Z" fill={look.hair} />;
    case 'moustache':
      // drawn over the mouth's top, lifted when the mouth opens
      return (
        <path
          d={props.expression === 'dudo' || props.expression === 'won' ? 'M23.6 37 Q27.6 32.8 32 35 Q36.4 32.8 40.4 37 Q36.4 35.8 32 36.8 Q27.6 35.8 23.6 37 Z' : 'M23.6 38.4 Q27.6 34 32 36.2 Q36.4 34 40.4 38.4 Q36.4 37 32 38 Q27.6 37 23.6 38.4 Z'}
          fill={look.hair}
          stroke="#8d877d"
          strokeWidth={0.5}
        />
      );
    default:
      return null;
  }
}

function Neckwear(props: { look: FaceLook }): React.JSX.Element {
  switch (props.look.styleLook.neckwear) {
    case 'scarf':
      return (
        <g fill="#e0b64a" stroke="#9a7a24" strokeWidth={0.6}>
          <path d="M21.6 46.6 Q32 53.4 42.4 46.6 L43.6 51.4 Q32 58.6 20.4 51.4 Z" />
          <path d="M36.4 53.6 L41 53 L42.6 63.8 L37.8 64 Z" />
          <path d="M22 49 L42 49" fill="none" strokeDasharray="1.2 1.6" />
        </g>
      );
    case 'panuelo':
      return (
        <g>
          <path d="M24.4 48.2 Q32 52.6 39.6 48.2 L32 60.4 Z" fill="#c8102e" stroke="#7a0a1c" strokeWidth={0.6} />
          <g fill="#fff">
            <circle cx={29} cy={51.6} r={0.7} />
            <circle cx={35} cy={51.6} r={0.7} />
            <circle cx={32} cy={55.2} r={0.7} />
          </g>
        </g>
      );
    default:
      return (
        <g fill="#f4f1ea" stroke="#0003" strokeWidth={0.5}>
          <path d="M26.6 48.4 L32 53 L28.4 56.6 Z" />
          <path d="M37.4 48.4 L32 53 L35.6 56.6 Z" />
        </g>
      );
  }
}

/** The portrait of a bot at its seat, its expression in `data-expression` (the e2e tests read it). */
export function BotFace(props: { look: FaceLook; expression: Expression; name: string; background: string; size?: number }): React.JSX.Element {
  const { look, expression } = props;
  const { t } = useTranslation();
  const clip = `face-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const label = t('faces.label', {
    name: props.name,
    level: t(`levels.${look.level}`),
    style: t(`personalities.${look.style}`),
    expression: t(`faces.expressions.${expression}`),
  });
  const b = brows(expression, look.styleLook.browTilt);
  const browColour = look.levelLook.greyHair ? '#8d877d' : look.hair;
  return (
    <svg
      className="bot-face"
      viewBox="0 0 64 64"
      width={props.size ?? 44}
      height={props.size ?? 44}
      role="img"
      aria-label={label}
      data-expression={expression}
      data-level={look.level}
      data-style={look.style}
    >
      <title>{label}</title>
      <defs>
        <clipPath id={clip}>
          <circle cx={32} cy={32} r={31} />
        </clipPath>
      </defs>
      <circle cx={32} cy={32} r={31} fill={props.background} />
      <circle cx={32} cy={32} r={31} fill="#fff" opacity={0.55} />
      <g clipPath={`url(#${clip})`}>
        {/* shoulders and neck */}
        <path d="M6 66 C7 54 16 49.4 24 48.4 L40 48.4 C48 49.4 57 54 58 66 Z" fill={look.shirt} />
        <rect x={27.4} y={41} width={9.2} height={9.4} rx={3} fill={look.skin} />
        <path d="M27.4 45.6 Q32 49.4 36.6 45.6 L36.6 47.8 Q32 51 27.4 47.8 Z" fill="#0002" />
        <Neckwear look={look} />
        {/* ears, head */}
        <circle cx={19.2} cy={32} r={2.8} fill={look.skin} />
        <circle cx={44.8} cy={32} r={2.8} fill={look.skin} />
        <ellipse cx={32} cy={31.6} rx={13.2} ry={15.4} fill={look.skin} />
        <Hair look={look} />
        <Headwear look={look} />
        {look.levelLook.freckles ? (
          <g fill="#a0522d" opacity={0.55}>
            <circle cx={24.2} cy={35.2} r={0.55} />
            <circle cx={25.8} cy={36.2} r={0.55} />
            <circle cx={23.4} cy={36.6} r={0.55} />
            <circle cx={39.8} cy={35.2} r={0.55} />
            <circle cx={38.2} cy={36.2} r={0.55} />
            <circle cx={40.6} cy={36.6} r={0.55} />
          </g>
        ) : null}
        <path d="M32.2 30.8 Q30.4 35.2 32.8 35.6" fill="none" stroke="#0005" strokeWidth={1.1} strokeLinecap="round" />
        <g key={expression} className="face-expression">
          {expression === 'won' ? (
            <g fill="#e5737f" opacity={0.45}>
              <circle cx={23.6} cy={35.4} r={2.2} />
              <circle cx={40.4} cy={35.4} r={2.2} />
            </g>
          ) : null}
          <Eyes expression={expression} />
          <g fill="none" stroke={browColour} strokeWidth={look.levelLook.browWeight} strokeLinecap="round">
            <path d={`M23.6 ${b.left[1]} L29.2 ${b.left[0]}`} />
            <path d={`M34.8 ${b.right[0]} L40.4 ${b.right[1]}`} />
          </g>
          <Mouth expression={expression} rest={look.styleLook.restMouth} />
          <FacialHair look={look} expression={expression} />
          {look.levelLook.glasses ? (
            <g fill="#ffffff22" stroke="#222" strokeWidth={1.1}>
              <circle cx={26.5} cy={30} r={3.9} />
              <circle cx={37.5} cy={30} r={3.9} />
              <path d="M30.4 29.6 Q32 28.6 33.6 29.6 M22.6 29.4 L19.6 28.6 M41.4 29.4 L44.4 28.6" fill="none" />
            </g>
          ) : null}
        </g>
      </g>
      <g key={`x-${expression}`} className="face-expression">
        <Extra expression={expression} />
      </g>
      <circle cx={32} cy={32} r={31} fill="none" stroke="#0008" strokeWidth={2} />
    </svg>
  );
}
