// One chart of the Statistics view, drawn by Chart.js with only the parts it uses registered (tree
// shaken). This module and Chart.js load with the view (React.lazy), never with the menu. The canvas
// is an image with a text label; the same figures are also a table (the view's Chart/Table toggle).
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartConfiguration } from 'chart.js';

Chart.register(LineController, LineElement, PointElement, BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);
// the app's type (styles.css), a little larger than Chart.js's 12 px
Chart.defaults.font.family = "'Segoe UI', system-ui, -apple-system, 'Noto Sans', sans-serif";
Chart.defaults.font.size = 13;

export function StatsChart(props: { config: ChartConfiguration<'line'> | ChartConfiguration<'bar'>; label: string; testId: string }): React.JSX.Element {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const chart = new Chart(canvas, props.config as ChartConfiguration);
    return () => chart.destroy();
  }, [props.config]);
  return (
    <div className="stats-chart">
      <canvas ref={ref} role="img" aria-label={props.label} data-testid={props.testId} />
    </div>
  );
}
