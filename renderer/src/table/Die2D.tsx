// A flat die (2D fallback when 3D dice are off, reveals, replays). The blank die shows no pips.
import type { Face } from '../../../engine/index';

const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[28, 28], [50, 50], [72, 72]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
  6: [[28, 25], [72, 25], [28, 50], [72, 50], [28, 75], [72, 75]],
};

export type DieMark = 'counted' | 'wild' | null;

export function Die2D(props: { face: Face; blank?: boolean; mark?: DieMark; size?: number; label: string }): React.JSX.Element {
  const { face, blank = false, mark = null, size = 40, label } = props;
  const isBlank = blank && face === 6;
  // issue 42 item 10 (WCAG svg-img-alt): a die with a name is an image; one without (label "") is drawn inside a
  // control or figure that names it (the face buttons' aria-label) and is hidden from assistive technology
  const named = label === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <svg className={`die die-${mark ?? 'plain'}`} width={size} height={size} viewBox="0 0 100 100" {...named} data-face={face}>
      <rect x="4" y="4" width="92" height="92" rx="16" className="die-body" />
      {isBlank ? null : PIPS[face]!.map(([x, y], i) => <circle key={i} cx={x} cy={y} r={face === 1 ? 13 : 9} className={face === 1 ? 'pip pip-ace' : 'pip'} />)}
      {mark === 'wild' ? <path d="M80 6 L86 18 L98 20 L89 28 L91 40 L80 34 L69 40 L71 28 L62 20 L74 18 Z" className="wild-star" /> : null}
    </svg>
  );
}
