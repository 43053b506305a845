import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { WIRE_DATE } from '../../../shared/time/businessTime';

interface DailyChartProps {
  days: { date: string; total: number }[];
  startDate: string;
  endDate: string;
}

const WIDTH = 720;
const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 36 };

/** Every day of the range with its total (days without orders count 0). */
export function dailySeries(days: DailyChartProps['days'], startDate: string, endDate: string) {
  const totals = new Map(days.map((d) => [d.date, d.total]));
  const series: { date: string; total: number }[] = [];
  const last = dayjs(endDate, WIRE_DATE);
  for (let day = dayjs(startDate, WIRE_DATE); !day.isAfter(last); day = day.add(1, 'day')) {
    const date = day.format(WIRE_DATE);
    series.push({ date, total: totals.get(date) ?? 0 });
  }
  return series;
}

/**
 * Orders per start day as a small SVG bar chart (no charting library: the report chunk stays
 * small). The figure is described for screen readers; the table beside it holds the numbers.
 */
export function DailyChart({ days, startDate, endDate }: DailyChartProps) {
  const { t } = useTranslation();
  const series = dailySeries(days, startDate, endDate);
  const max = Math.max(1, ...series.map((d) => d.total));
  const busiest = series.reduce((a, b) => (b.total > a.total ? b : a), series[0]!);
  const total = series.reduce((sum, d) => sum + d.total, 0);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = plotWidth / series.length;
  const barWidth = Math.max(1, step * 0.7);
  const labelEvery = Math.max(1, Math.ceil(series.length / 8));
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const summary = t('report.chart.summary', {
    total,
    from: dayjs(startDate).format('DD-MM-YYYY'),
    to: dayjs(endDate).format('DD-MM-YYYY'),
    day: dayjs(busiest.date).format('DD-MM-YYYY'),
    max: busiest.total,
  });
  return (
    <figure className="report-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        className="report-chart__svg"
        preserveAspectRatio="none"
      >
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={y(0)}
          y2={y(0)}
          className="report-chart__axis"
        />
        <text x={PAD.left - 6} y={y(max) + 4} textAnchor="end" className="report-chart__label">
          {max}
        </text>
        <text x={PAD.left - 6} y={y(0)} textAnchor="end" className="report-chart__label">
          0
        </text>
        {series.map((d, i) => {
          const x = PAD.left + i * step + (step - barWidth) / 2;
          return (
            <g key={d.date}>
              {d.total > 0 ? (
                <rect
                  x={x}
                  y={y(d.total)}
                  width={barWidth}
                  height={y(0) - y(d.total)}
                  className="report-chart__bar"
                >
                  <title>{`${dayjs(d.date).format('DD-MM-YYYY')}: ${d.total}`}</title>
                </rect>
              ) : null}
              {i % labelEvery === 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  className="report-chart__label"
                >
                  {dayjs(d.date).format('DD-MM')}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="report-chart__caption">{summary}</figcaption>
    </figure>
  );
}
