// A decision's class as a mark: its shape in its colour, with the class's name beside it or as its
// accessible name (issue 40 item 3: colour and a shape, never colour alone).
import type { DecisionClass } from './model';
import { CLASS_MARKS } from './model';

export function ClassMark(props: { cls: DecisionClass; label: string; withText?: boolean }): React.JSX.Element {
  const mark = CLASS_MARKS[props.cls];
  return (
    <span className={`review-class review-class-${props.cls}`} data-class={props.cls}>
      <span className="review-shape" style={{ color: mark.colour }} aria-hidden={props.withText ? true : undefined} role={props.withText ? undefined : 'img'} aria-label={props.withText ? undefined : props.label}>
        {mark.shape}
      </span>
      {props.withText ? <span className="review-class-name">{props.label}</span> : null}
    </span>
  );
}
