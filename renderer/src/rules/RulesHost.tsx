// Where the Rules screen lives (issue 26 item 1): over any screen, opened by F1 anywhere (F1 again or
// Escape closes it), by the menu's and the table's Rules buttons and by the table's badges. At the
// table it opens at the game's rule set with the game's options.
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
  if (!rules.open) return null;
  const game = screen === 'table' && session && options && isPresetId(session.preset) ? { preset: session.preset, options } : null;
  return <RulesScreen key={`${rules.preset ?? ''}:${rules.topic ?? ''}`} game={game} initialPreset={rules.preset} topic={rules.topic} onClose={rules.close} />;
}
