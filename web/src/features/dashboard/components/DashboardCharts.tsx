// The dashboard's charts: the three counts as bars, each with its number (a count a hundred times
// smaller than another still shows), the submissions per month as a line (named months, none left out)
// and the papers per status as a pie ('Paper Status Overview'). Numbers are written with thousands
// separated, on axes wide enough for them. Colours are fixed per series (theme/chartColors); the charts
// take their card's width and a fixed height.
import { useMemo } from 'react';
import { useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { Messages, formatCount } from '@confsys/domain';
import { ChartCard } from '../../../components/charts/ChartCard';
import { countColors, statusColors, submissionsColor } from '../../../theme/chartColors';
import { monthWithYear, type CountCard, type MonthlyPoint, type StatusSlice } from '../utils/dashboard';

const chartHeight = 300;
/** Room for a count's label on a value axis: "20,000". */
const valueAxisWidth = 56;
const countLabel = (value: number | null) => (value === null ? '' : formatCount(value));

/** All zeros (or no values) would make a scale from 0 to 0: show 0 to 1 instead. */
function emptyScale(values: readonly number[]): { max?: number } {
  return values.some((value) => value > 0) ? {} : { max: 1 };
}

export function CountsBarChart({ cards, loading }: { cards: readonly CountCard[]; loading: boolean }) {
  const labels = cards.map((card) => card.label);
  // On a phone the three labels do not fit side by side: the bars lie down and the labels stack.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const categoryAxis = {
    scaleType: 'band' as const,
    data: labels,
    colorMap: { type: 'ordinal' as const, values: labels, colors: cards.map((card) => countColors[card.key]) },
  };
  // Room beyond the longest bar for its number.
  const longest = Math.max(0, ...cards.map((card) => card.value));
  const valueAxis = { tickMinStep: 1, min: 0, valueFormatter: countLabel, max: longest > 0 ? Math.ceil(longest * 1.2) : 1 };
  return (
    <ChartCard title="Counts Overview">
      <BarChart
        height={chartHeight}
        loading={loading}
        hideLegend
        layout={narrow ? 'horizontal' : 'vertical'}
        xAxis={[narrow ? valueAxis : categoryAxis]}
        yAxis={[narrow ? { ...categoryAxis, width: 80 } : { ...valueAxis, width: valueAxisWidth }]}
        series={[{ data: cards.map((card) => card.value), label: 'Count', minBarSize: 4, barLabel: (item) => countLabel(item.value), barLabelPlacement: 'outside' }]}
      />
    </ChartCard>
  );
}

export function MonthlySubmissionsChart({ points, loading }: { points: readonly MonthlyPoint[]; loading: boolean }) {
  const byKey = useMemo(() => new Map(points.map((point) => [point.key, point])), [points]);
  return (
    <ChartCard title="Monthly Submissions" noData={Messages.noSubmissions}>
      <LineChart
        height={chartHeight}
        loading={loading}
        hideLegend
        xAxis={[
          {
            // Bands rather than points: the first and last labels then sit inside the chart.
            scaleType: 'band',
            data: points.map((point) => point.key),
            valueFormatter: (key: string, context) => {
              const point = byKey.get(key);
              if (!point) return key;
              return context.location === 'tooltip' ? monthWithYear(point) : point.label;
            },
          },
        ]}
        yAxis={[{ tickMinStep: 1, min: 0, width: valueAxisWidth, valueFormatter: countLabel, ...emptyScale(points.map((point) => point.count)) }]}
        series={[{ data: points.map((point) => point.count), label: 'Submissions', color: submissionsColor, curve: 'linear', showMark: true }]}
      />
    </ChartCard>
  );
}

export function StatusPieChart({ slices, loading }: { slices: readonly StatusSlice[]; loading: boolean }) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  // With no papers at all, the pie shows its no-data text instead of an empty circle.
  const data =
    total === 0
      ? []
      : slices.map((slice) => ({
          id: slice.status,
          value: slice.value,
          color: statusColors[slice.status],
          // The legend carries the numbers too, so they can be read without hovering.
          label: (location: 'tooltip' | 'legend' | 'arc') => (location === 'legend' ? `${slice.label} (${slice.value})` : slice.label),
        }));
  return (
    <ChartCard title="Paper Status Overview" noData={Messages.noPapers}>
      <PieChart
        height={chartHeight}
        loading={loading}
        series={[{ data, innerRadius: '35%', paddingAngle: 1, cornerRadius: 3 }]}
        slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
      />
    </ChartCard>
  );
}
