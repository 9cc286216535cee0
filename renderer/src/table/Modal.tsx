// A dialog: labelled, focus moved in when it opens and given back to what had it when it closes,
// Escape handled by the caller. A modal one keeps Tab inside; a modeless one (the table's choices,
// reveals and end) leaves the table's header (Settings, Abandon) reachable by mouse and keyboard.
import { useEffect, useRef, useState } from 'react';

const FOCUSABLE = 'button:not([disabled]), [href], input, select, textarea, summary';

/** The bidding panel's control that has the focus on the person's turn (the bid, else a call), or null off turn. */
export function turnHome(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.panel[data-my-turn] .bid-btn:not([disabled]), .panel[data-my-turn] .calls button:not([disabled])');
}

export function Modal(props: {
  title: string;
  label: string;
  children: React.ReactNode;
  onEscape?: () => void;
  wide?: boolean;
  /** Never blocks the table's header: no focus trap, the header stays above the backdrop. */
  modeless?: boolean;
  /** Docked at the side with no backdrop, so the table stays in sight (the 3D reveal, issue 13). */
  docked?: boolean;
}): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  const { onEscape, modeless = false } = props;
  // what had the focus when the dialog opened (read at the first render, before the dialog takes
  // the focus, also under StrictMode's second effect run) gets it back when it closes
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null));
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      // run just before or after the dialog leaves the page: either way its focus is to be given back
      const now = document.activeElement;
      const lost = now === null || now === document.body || !now.isConnected || Boolean(dialog?.contains(now));
      if (!lost) return;
      setTimeout(() => {
        if (document.activeElement !== document.body && document.activeElement !== null) return;
        // issue 42 item 7: on the person's turn the focus goes to the bidding panel, not to what opened
        // the dialog (Enter, "Enter bid", reopened Settings); else back to the opener
        const home = turnHome() ?? (opener?.isConnected ? opener : null);
        home?.focus();
      }, 0);
    };
  }, [opener]);
  useEffect(() => {
    // a docked dialog tells the page how tall it is (--docked-h on <html>): the side column's bid list starts
    // below it instead of lying under it (issue 26 item 6)
    const el = ref.current;
    if (!props.docked || !el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--docked-h', `${Math.ceil(el.getBoundingClientRect().height)}px`));
    observer.observe(el);
    root.dataset['docked'] = 'yes';
    return () => {
      observer.disconnect();
      delete root.dataset['docked'];
      root.style.removeProperty('--docked-h');
    };
  }, [props.docked]);
  useEffect(() => {
    const el = ref.current;
    if (el && !el.contains(document.activeElement)) el.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape' && onEscape) onEscape();
      if (e.key !== 'Tab' || !el || modeless) return;
      const items = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)];
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
  }, [onEscape, modeless]);
  return (
    <div className={`modal-backdrop${modeless ? ' modeless' : ''}${props.docked ? ' docked' : ''}`}>
      <div className={`modal${props.wide ? ' wide' : ''}`} role="dialog" aria-modal={!modeless} aria-label={props.title} data-dialog={props.label} ref={ref}>
        <h2>{props.title}</h2>
        {props.children}
      </div>
    </div>
  );
}
