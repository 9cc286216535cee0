// A modal dialog: labelled, focus kept inside, Escape handled by the caller.
import { useEffect, useRef } from 'react';

export function Modal(props: { title: string; label: string; children: React.ReactNode; onEscape?: () => void; wide?: boolean }): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  const { onEscape } = props;
  useEffect(() => {
    const el = ref.current;
    if (el && !el.contains(document.activeElement)) el.querySelector<HTMLElement>('button, [href], input, select, textarea')?.focus();
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape' && onEscape) onEscape();
      if (e.key !== 'Tab' || !el) return;
      const items = [...el.querySelectorAll<HTMLElement>('button:not([disabled]), [href], input, select, textarea')];
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (e.shiftKey && document.activeElement === first) {
        last.focus();
        e.preventDefault();
      } else if (!e.shiftKey && document.activeElement === last) {
        first.focus();
        e.preventDefault();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onEscape]);
  return (
    <div className="modal-backdrop">
      <div className={`modal${props.wide ? ' wide' : ''}`} role="dialog" aria-modal="true" aria-label={props.title} data-dialog={props.label} ref={ref}>
        <h2>{props.title}</h2>
        {props.children}
      </div>
    </div>
  );
}
