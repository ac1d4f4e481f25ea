import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { formatDate, type Dashboard } from '@nprm/contracts';

/** The four weekly counts, in the order of the funnel, with their colours (the table below holds the same numbers). */
export const SERIES = [
  { key: 'searches', label: 'Searches', stroke: '#1c7ed6' },
  { key: 'fits', label: 'Fits', stroke: '#37b24d' },
  { key: 'quote_requests', label: 'Quote requests', stroke: '#f59f00' },
  { key: 'won', label: 'Won', stroke: '#c2255c' },
] as const;

const HEIGHT = 280;

/** Whether this browser can draw on a canvas (the chart is an extra: the table says the same). */
function canDraw(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/**
 * The weekly counts as a line chart (uPlot, on a canvas), as wide as its box; it is redrawn when the numbers or the
 * width change. Decorative for screen readers: the table after it is the accessible form.
 */
export function WeeklyChart({ weeks }: { weeks: Dashboard['weeks'] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target || !canDraw()) return;
    const data: uPlot.AlignedData = [
      weeks.map((week) => Date.parse(`${week.week}T00:00:00Z`) / 1000),
      ...SERIES.map((series) => weeks.map((week) => week[series.key])),
    ];
    const chart = new uPlot(
      {
        width: Math.max(260, target.clientWidth),
        height: HEIGHT,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        scales: { y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        series: [
          {
            label: 'Week of',
            value: (_u, seconds) => (seconds == null ? '–' : formatDate(new Date(seconds * 1000), 'UTC')),
          },
          ...SERIES.map((series) => ({ label: series.label, stroke: series.stroke, width: 2, points: { show: true } })),
        ],
        axes: [{}, { values: (_u, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')) }],
      },
      data,
      target,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(260, target.clientWidth), height: HEIGHT }),
    );
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [weeks]);
  return <div ref={box} aria-hidden="true" data-testid="weekly-chart" style={{ width: '100%' }} />;
}
