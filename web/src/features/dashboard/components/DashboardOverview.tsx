// The live part of the dashboard: the count cards and the charts, from the stats/dashboard document.
import { useMemo } from 'react';
import { Box } from '@mui/material';
import { emptyStats } from '@confsys/domain';
import { useDashboardStats } from '../../../api/dashboard/getDashboardStats';
import { countCards, monthlySubmissions, statusSlices } from '../utils/dashboard';
import { DashboardCounts } from './DashboardCounts';
import { CountsBarChart, MonthlySubmissionsChart, StatusPieChart } from './DashboardCharts';

export function DashboardOverview() {
  const live = useDashboardStats();
  const loading = live === null;
  const { cards, points, slices } = useMemo(() => {
    const stats = live ?? emptyStats();
    return { cards: countCards(stats), points: monthlySubmissions(stats.monthly), slices: statusSlices(stats) };
  }, [live]);
  return (
    <>
      <DashboardCounts cards={cards} loading={loading} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }, mb: 4 }}>
        <CountsBarChart cards={cards} loading={loading} />
        <MonthlySubmissionsChart points={points} loading={loading} />
        <StatusPieChart slices={slices} loading={loading} />
      </Box>
    </>
  );
}
