// Where the Rules screen lives (issue 26 item 1): over any screen, opened by F1 anywhere (F1 again or
// Escape closes it; no other key reaches the table behind it), by the menu's and the table's Rules buttons and by the table's badges. At the
// table it opens at the game's rule set with the game's options; in the replay, at the record's.
import { useEffect } from 'react';
import { isPresetId } from '../../../engine/index';
import { useGame } from '../state/game';
import { useRules } from '../state/rules';
import { RulesScreen } from './RulesScreen';

export function RulesHost(): React.JSX.Element | null {
  const rules = useRules();
  const screen = useGame((s) => s.screen);
  const session = useGame((s) => s.session);
  const options = useGame((s) => s.view?.options ?? null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.key !== 'F1') return;
      e.preventDefault();
      const r = useRules.getState();
      if (r.open) r.close();
      else r.show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    if (!rules.open) return;
    // While the rules are open, the table's keys (D dudo, digits, Enter bid, Space shake, V peek...)
    // must not act behind them: every key stops here, before the window's other listeners, except
    // Tab (the dialog keeps the focus inside); Escape and F1 close the rules. A key's default action
    // (Enter or Space on the dialog's buttons, arrows scrolling the text) still happens.
    const guard = (e: KeyboardEvent): void => {
      if (e.key === 'Tab') return;
      e.stopPropagation();
      if (e.type === 'keydown' && (e.key === 'Escape' || e.key === 'F1')) {
        e.preventDefault();
        useRules.getState().close();
      }
    };
    window.addEventListener('keydown', guard, true);
    window.addEventListener('keyup', guard, true);
    return () => {
      window.removeEventListener('keydown', guard, true);
      window.removeEventListener('keyup', guard, true);
    };
  }, [rules.open]);
  if (!rules.open) return null;
  const game = screen === 'table' && session && options && isPresetId(session.preset) ? { preset: session.preset, options } : screen === 'replay' ? rules.record : null;
  return <RulesScreen key={`${rules.preset ?? ''}:${rules.topic ?? ''}`} game={game} initialPreset={rules.preset} topic={rules.topic} onClose={rules.close} />;
}
