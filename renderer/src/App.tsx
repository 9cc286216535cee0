import { useEffect, useState } from 'react';

interface PresetSummary { id: string; name: string }
declare global { interface Window { dudo?: { presets: () => Promise<unknown> } } }

export function App(): React.JSX.Element {
  const [presets, setPresets] = useState<PresetSummary[]>([]);
  useEffect(() => {
    void window.dudo?.presets().then((p) => setPresets(p as PresetSummary[]));
  }, []);
  return (
    <main>
      <h1>Dudo</h1>
      <ul>{presets.map((p) => <li key={p.id}>{p.name}</li>)}</ul>
    </main>
  );
}
