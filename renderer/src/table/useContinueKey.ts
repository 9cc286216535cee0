// Enter continues after a reveal (issue 12), wherever the focus is, except on a control that
// takes Enter itself (a button — Continue is focused at first —, a field, a list).
import { useEffect } from 'react';

export function useContinueKey(open: boolean, onContinue: () => void): void {
  useEffect(() => {
    if (!open) return;
    const down = (e: KeyboardEvent): void => {
      if (e.key !== 'Enter' || e.repeat) return;
      const el = document.activeElement;
      if (el && el.matches('button, input, select, textarea, summary, a[href], [contenteditable="true"]')) return;
      e.preventDefault();
      onContinue();
    };
    window.addEventListener('keydown', down);
    return () => window.removeEventListener('keydown', down);
  }, [open, onContinue]);
}
