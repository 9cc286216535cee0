// The safe legal action a seat is given when its bot fails (crash, hang, illegal answer).
import type { SeatAction, SeatView } from '../../engine/index';

/** Dudo when allowed (R-DUDO), else the lowest legal bid, else the first legal action; null when the seat may not act. */
export function safeAction(view: Pick<SeatView, 'legal'>): SeatAction | null {
  const dudo = view.legal.find((a) => a.type === 'dudo');
  if (dudo) return dudo;
  let lowest: SeatAction | null = null;
  for (const a of view.legal) {
    if (a.type !== 'bid') continue;
    if (lowest === null || lowest.type !== 'bid' || a.count < lowest.count || (a.count === lowest.count && a.face < lowest.face)) lowest = a;
  }
  if (lowest) return lowest;
  const decline = view.legal.find((a) => a.type === 'obligar' && a.mode === 'decline');
  return decline ?? view.legal[0] ?? null;
}
