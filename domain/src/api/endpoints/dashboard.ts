// The endpoint table's dashboard endpoints: the dashboard's counters.
import { forAdmins, type Endpoint } from './endpoint';
import { ApiPaths } from '../apiPaths';
import * as Answers from '../answers';

export const dashboardEndpoints = {
  dashboardCounts: forAdmins('Admin', {
    method: 'GET',
    path: ApiPaths.dashboardCounts,
    summary: 'Reviewers, authors and published papers',
    description: 'An admin. Read from the counters kept up to date as records change, so a just-made change may show a moment later. Changes nothing.',
    answer: Answers.DashboardCountsAnswer,
  }),
  monthlyStats: forAdmins('Admin', {
    method: 'GET',
    path: ApiPaths.monthlyStats,
    summary: 'Submissions per month',
    description: 'An admin. The months with at least one submission, in order, from the dashboard counters. Changes nothing.',
    answer: Answers.MonthlyStatsAnswer,
  }),
  statusCounts: forAdmins('Admin', {
    method: 'GET',
    path: ApiPaths.statusCounts,
    summary: 'Papers per status',
    description: 'An admin. Every status with its count (zero included), from the dashboard counters. Changes nothing.',
    answer: Answers.StatusCountsAnswer,
  }),
} as const satisfies Record<string, Endpoint>;
