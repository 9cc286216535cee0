// The bars' own words (issue 42.8): above each bar its rate, and where nothing was called a dash on the axis, so a
// 0 % bar (called, never right) is told apart from no data (never called). The marks drawn are also written on the
// canvas (data-marks: "bucket:dataset=text;…"), the words a test reads.
import type { Chart, Plugin } from 'chart.js';

/** What a bar says: its rate, or the no-data mark where the rate is null. */
export function barMarkText(rate: number | null, format: (rate: number) => string, noData: string): string {
  return rate === null ? noData : format(rate);
}

export function barMarks(format: (rate: number) => string, noData: string, ink: string, muted: string): Plugin<'bar'> {
  return {
    id: 'dudoBarMarks',
    afterDatasetsDraw(chart: Chart<'bar'>) {
      const { ctx } = chart;
      const y = chart.scales['y'];
      if (!y) return;
      const zero = y.getPixelForValue(0);
      const marks: string[] = [];
      ctx.save();
      ctx.font = `600 12px ${String(chart.options.font?.family ?? 'sans-serif')}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'bottom';
      chart.data.datasets.forEach((dataset, d) => {
        const meta = chart.getDatasetMeta(d);
        if (meta.hidden) return;
        meta.data.forEach((bar, i) => {
          const raw = dataset.data[i];
          const rate = typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
          const text = barMarkText(rate, format, noData);
          const top = rate === null ? zero : Math.min(zero - 3, bar.y);
          ctx.fillStyle = rate === null ? muted : ink;
          ctx.fillText(text, bar.x, top - 2);
          marks.push(`${i}:${d}=${text}`);
        });
      });
      ctx.restore();
      chart.canvas.dataset['marks'] = marks.join(';');
    },
  };
}
