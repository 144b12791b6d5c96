// Assignment (/admin/assignment): the bids (papers nobody wants, reviewers who have not bid, with a
// reminder to them), and the automatic assignment: the chair sets reviewers per paper, the loads, which
// papers and the objective, previews the proposal (each pair with its reasons, the papers left short and
// why, the loads before and after, the worst-off paper and the mean), downloads it as CSV, and applies or
// discards it. Nothing is assigned before Apply; a proposal made stale meanwhile is refused whole with
// what changed.
import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Messages, formatClockTime, formatDeadlineIn, labelledKeys } from '@confsys/domain';
import { ChoiceGroup } from '../../../components/forms/ChoiceGroup';
import { checkFailed, useSubmitOutcome, type Checked } from '../../../components/forms/useSubmitOutcome';
import { DataTable } from '../../../components/tables/DataTable';
import { PageSteps } from '../../../components/tables/PageSteps';
import { usePageTitle } from '../../../lib/usePageTitle';
import { getProposalPage, getWholeProposal, useApplyProposal, useBidOverview, useBidReminders, useProposal, type BidOverview, type ProposalAnswer, type ProposalRequest } from '../../../api/assignment/assignment';
import { useReviewSettings } from '../../../api/reviews/getReviewSettings';
import { AdminPage, LoadState, type Notice } from '../../../components/layout/AdminPage';
import { loadChanges, proposalCsv, proposalFigures } from '../utils/assignmentProposal';
import { FailureAlert } from '../../../components/feedback/FailureAlert';
import { formFailure, outcomeNotice, refusalText } from '../../../lib/failures';


export default function AssignmentPage() {
  usePageTitle('Assignment');
  const [notice, setNotice] = useState<Notice>(null);
  const [unwantedPage, setUnwantedPage] = useState(1);
  const overview = useBidOverview(unwantedPage);
  return (
    <AdminPage title="Assignment" notice={notice} onCloseNotice={() => setNotice(null)}>
      <LoadState query={overview} loadingText={Messages.loading} errorText={Messages.genericTryLater}>
        {(data) => <BidsSummary overview={data} onPage={setUnwantedPage} onNotice={setNotice} />}
      </LoadState>
      <AutomaticAssignment onNotice={setNotice} />
    </AdminPage>
  );
}

function windowText(window: BidOverview['window']): string {
  const at = (iso: string | null) => (iso ? formatDeadlineIn(iso, window.timeZone) : '');
  switch (window.state) {
    case 'unplanned':
      return 'Bidding has no dates: set them in Settings, Calendar.';
    case 'notYetOpen':
      return `Bidding opens on ${at(window.opensAt)} and closes on ${at(window.closesAt)}.`;
    case 'open':
      return `Bidding is open until ${at(window.closesAt)}.`;
    case 'closed':
      return `Bidding closed on ${at(window.closesAt)}.`;
  }
}

function BidsSummary({ overview, onPage, onNotice }: { overview: BidOverview; onPage: (page: number) => void; onNotice: (notice: Notice) => void }) {
  const remind = useBidReminders();
  const unwanted = overview.papers;
  const silent = overview.reviewers.filter((reviewer) => reviewer.silent);
  const bids = overview.bids;
  const pages = Math.ceil(overview.total / overview.pageSize);

  async function sendReminders() {
    onNotice(await outcomeNotice(() => remind.mutateAsync()));
  }

  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Bids
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {windowText(overview.window)} {bids} bid{bids === 1 ? '' : 's'} on {overview.openPapers} paper{overview.openPapers === 1 ? '' : 's'} open for bidding.
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="subtitle1" component="h3">
              Papers nobody wants ({overview.unwantedPapers})
            </Typography>
            <Typography variant="body2" color="text.secondary">
              No eager or willing bid yet.
            </Typography>
            <Box component="ul" tabIndex={0} aria-label="Papers nobody wants (scrolls)" sx={{ pl: 3, mt: 1, maxHeight: 220, overflow: 'auto' }}>
              {unwanted.map((paper) => (
                <li key={paper.paperId}>
                  {paper.paperId}: {paper.title}
                  {paper.notWilling + paper.conflict > 0 ? ` (${paper.notWilling} not willing, ${paper.conflict} conflict)` : ''}
                </li>
              ))}
            </Box>
            <PageSteps label="Pages of papers nobody wants" page={overview.page} pageCount={pages} onPage={onPage} />
          </Box>
          <Box sx={{ flex: 1 }}>
            <Typography variant="subtitle1" component="h3">
              Reviewers who have not bid ({silent.length})
            </Typography>
            <Box component="ul" tabIndex={0} aria-label="Reviewers who have not bid (scrolls)" sx={{ pl: 3, mt: 1, maxHeight: 220, overflow: 'auto' }}>
              {silent.slice(0, 50).map((reviewer) => (
                <li key={reviewer.reviewerId}>{reviewer.name}</li>
              ))}
            </Box>
            {silent.length > 50 ? <Typography variant="body2">and {silent.length - 50} more.</Typography> : null}
            <Button variant="outlined" sx={{ mt: 1 }} disabled={silent.length === 0 || overview.window.state !== 'open' || remind.isPending} onClick={() => void sendReminders()}>
              Remind reviewers who have not bid
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

const paperScopeLabels = { 'all-under-target': 'Every paper with fewer reviewers than the target', unassigned: 'Only papers without reviewers' };
const paperScopes = labelledKeys(paperScopeLabels);
const objectiveLabels = { fair: 'Fair: a good match for every paper first, then the best total', total: 'Total: the best total score' };
const objectives = labelledKeys(objectiveLabels);

interface FormValues {
  reviewersPerPaper: string;
  maxPerReviewer: string;
  minPerReviewer: string;
  papers: keyof typeof paperScopeLabels;
  objective: keyof typeof objectiveLabels;
  randomise: boolean;
  q: string;
}

/** The proposal request the form's values make, or the first problem with them. */
function proposalRequest(values: FormValues): { request: ProposalRequest } | { error: string } {
  const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);
  const reviewersPerPaper = whole(values.reviewersPerPaper);
  const maxPerReviewer = whole(values.maxPerReviewer);
  const minPerReviewer = values.minPerReviewer.trim() === '' ? undefined : whole(values.minPerReviewer);
  if (!(reviewersPerPaper >= 1 && reviewersPerPaper <= 10)) return { error: 'reviewersPerPaper must be a whole number from 1 to 10.' };
  if (!(maxPerReviewer >= 1 && maxPerReviewer <= 1000)) return { error: 'maxPerReviewer must be a whole number from 1 to 1000.' };
  if (minPerReviewer !== undefined && !(minPerReviewer >= 0 && minPerReviewer <= maxPerReviewer)) return { error: 'minPerReviewer must be a whole number no greater than maxPerReviewer.' };
  const q = Number(values.q);
  if (values.randomise && !(q >= 0.5 && q <= 1)) return { error: 'q must be a number from 0.5 to 1.' };
  return {
    request: {
      reviewersPerPaper,
      maxPerReviewer,
      ...(minPerReviewer === undefined ? {} : { minPerReviewer }),
      papers: values.papers,
      objective: values.objective,
      ...(values.randomise ? { randomise: { q } } : {}),
    },
  };
}

/** The proposal request with the reviewers' own maximums, or the first problem with the form's values. */
function checkedProposal(values: FormValues, limits: Record<string, number>): Checked<ProposalRequest> {
  const made = proposalRequest(values);
  if ('error' in made) return checkFailed(made.error);
  const own = Object.entries(limits);
  return { input: { ...made.request, ...(own.length > 0 ? { limits: Object.fromEntries(own.map(([id, max]) => [id, { max }])) } : {}) } };
}

function AutomaticAssignment({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const settings = useReviewSettings();
  const target = settings.status === 'success' ? String(settings.data.reviewersPerPaper) : '3';
  const [values, setValues] = useState<FormValues | null>(null);
  const shown: FormValues = values ?? { reviewersPerPaper: target, maxPerReviewer: '12', minPerReviewer: '', papers: 'all-under-target', objective: 'fair', randomise: false, q: '0.9' };
  const propose = useProposal();
  const apply = useApplyProposal();
  const [proposal, setProposal] = useState<ProposalAnswer | null>(null);
  // Limits of single reviewers, set in the preview's loads table, that replace the common maximum.
  const [limits, setLimits] = useState<Record<string, number>>({});
  const headingId = useId();
  const set = (changes: Partial<FormValues>) => setValues({ ...shown, ...changes });

  const { submit, submitChecked, failure, setFailure } = useSubmitOutcome({
    check: () => checkedProposal(shown, limits),
    send: propose.mutateAsync,
    sent: setProposal,
    refusal: (error) => formFailure(error, []),
  });

  async function applyShown(current: ProposalAnswer) {
    setFailure(null);
    try {
      onNotice({ severity: 'success', text: (await apply.mutateAsync(current.proposalId)).message });
      setProposal(null);
    } catch (error) {
      setFailure(refusalText(error));
    }
  }

  async function turnTo(current: ProposalAnswer, page: number) {
    setFailure(null);
    try {
      setProposal(await getProposalPage(current.proposalId, page));
    } catch (error) {
      setFailure(refusalText(error));
    }
  }

  async function download(current: ProposalAnswer) {
    let whole: Awaited<ReturnType<typeof getWholeProposal>>;
    try {
      whole = await getWholeProposal(current);
    } catch (error) {
      setFailure(refusalText(error));
      return;
    }
    const url = URL.createObjectURL(new Blob([proposalCsv(whole)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `assignment-proposal-${current.proposalId.slice(0, 8)}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId}>
          Automatic assignment
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Computes the best assignment from the bids, the topics and the text of the papers and research areas, never against a conflict of interest. Reviewers already assigned stay. Nothing is assigned until you apply the proposal.
        </Typography>
        <Box component="form" noValidate onSubmit={submit}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <TextField label="Reviewers per paper" value={shown.reviewersPerPaper} onChange={(event) => set({ reviewersPerPaper: event.target.value })} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            <TextField label="Most papers per reviewer" value={shown.maxPerReviewer} onChange={(event) => set({ maxPerReviewer: event.target.value })} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            <TextField label="Fewest papers per reviewer (optional)" value={shown.minPerReviewer} onChange={(event) => set({ minPerReviewer: event.target.value })} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ mb: 2 }}>
            <ChoiceGroup label="Papers" name="papers" options={paperScopes} labelOf={(scope) => paperScopeLabels[scope]} value={shown.papers} disabled={false} onChange={(papers) => set({ papers })} />
            <ChoiceGroup label="Objective" name="objective" options={objectives} labelOf={(objective) => objectiveLabels[objective]} value={shown.objective} disabled={false} onChange={(objective) => set({ objective })} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
            <FormControlLabel control={<Checkbox checked={shown.randomise} onChange={(event) => set({ randomise: event.target.checked })} />} label="Randomise (no pair certain)" />
            {shown.randomise ? <TextField label="Highest probability of a pair" value={shown.q} onChange={(event) => set({ q: event.target.value })} slotProps={{ htmlInput: { inputMode: 'decimal' } }} /> : null}
          </Stack>
          <FailureAlert text={failure} sx={{ mb: 2 }} />
          <Button type="submit" variant="contained" disabled={propose.isPending}>
            {propose.isPending ? 'Computing the proposal...' : 'Preview assignment'}
          </Button>
        </Box>
        {proposal ? (
          <ProposalPreview
            proposal={proposal}
            busy={apply.isPending}
            onApply={() => void applyShown(proposal)}
            onDiscard={() => setProposal(null)}
            onDownload={() => void download(proposal)}
            onPage={(page) => void turnTo(proposal, page)}
            limits={limits}
            onLimits={(next) => {
              setLimits(next);
              submitChecked(checkedProposal(shown, next));
            }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

type PairRow = ProposalAnswer['assignments'][number] & { id: string };

const pairColumns: GridColDef<PairRow>[] = [
  { field: 'paperId', headerName: 'Paper ID', width: 140 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'reviewerName', headerName: 'Reviewer', width: 180 },
  { field: 'score', headerName: 'Score', type: 'number', width: 90, valueFormatter: (value: number) => value.toFixed(2) },
  {
    field: 'reasons',
    headerName: 'Reasons',
    flex: 1,
    minWidth: 260,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, py: 0.5 }}>
        {row.reasons.map((reason) => (
          <Chip key={reason} size="small" label={reason} />
        ))}
      </Stack>
    ),
  },
];

interface ProposalPreviewProps {
  proposal: ProposalAnswer;
  busy: boolean;
  onApply: () => void;
  onDiscard: () => void;
  onDownload: () => void;
  /** Shows another page of the proposal. */
  onPage: (page: number) => void;
  /** The reviewers' own maximums, and a change to them (which previews again). */
  limits: Record<string, number>;
  onLimits: (limits: Record<string, number>) => void;
}

function ProposalPreview({ proposal, busy, onApply, onDiscard, onDownload, onPage, limits, onLimits }: ProposalPreviewProps) {
  const rows: PairRow[] = proposal.assignments.map((pair) => ({ ...pair, id: `${pair.paperId} ${pair.reviewerId}` }));
  const loads = loadChanges(proposal);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const changed = Object.entries(drafts).filter(([id, text]) => /^\d+$/.test(text.trim()) && Number(text) !== (limits[id] ?? Number.NaN));
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3">
        Proposal
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Valid until {formatClockTime(proposal.expiresAt)}. Applying writes exactly this; if anything it was made from changes first, it is refused and nothing is written.
      </Typography>
      <Table size="small" aria-label="The proposal's figures" sx={{ mb: 2, maxWidth: 720 }}>
        <TableBody>
          {proposalFigures(proposal).map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {proposal.unfilled.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <Typography variant="subtitle2" component="h4">
            Papers left short ({proposal.unfilledTotal})
          </Typography>
          <Box component="ul" sx={{ pl: 3, m: 0 }}>
            {proposal.unfilled.map((short) => (
              <li key={short.paperId}>
                {short.paperId} needs {short.missing} more: {short.why}.
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {proposal.underMin.length > 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Below their minimum: {proposal.underMin.map((reviewer) => `${reviewer.name} (${reviewer.load} of ${reviewer.min})`).join(', ')}.
        </Alert>
      ) : null}
      <DataTable label="Proposed reviewers" rows={rows} columns={pairColumns} getRowId={(row) => row.id} emptyText={proposal.assignmentsTotal > 0 ? 'The proposed reviewers are on the next pages.' : 'No reviewer to add.'} keyColumns={['paperId', 'reviewerName', 'reasons']} />
      <PageSteps label="Pages of the proposal" page={proposal.page} pageCount={proposal.pageCount} onPage={onPage} />
      <Typography variant="subtitle1" component="h4" sx={{ mt: 2 }}>
        Loads that change
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Give a reviewer their own maximum (for one who asked for fewer papers) and preview again.
      </Typography>
      <Table size="small" aria-label="Papers per reviewer, before and after">
        <TableHead>
          <TableRow>
            <TableCell>Reviewer</TableCell>
            <TableCell align="right">Before</TableCell>
            <TableCell align="right">After</TableCell>
            <TableCell align="right">Limit</TableCell>
            <TableCell align="right">Own maximum</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loads.map((reviewer) => (
            <TableRow key={reviewer.reviewerId}>
              <TableCell>{reviewer.name}</TableCell>
              <TableCell align="right">{reviewer.before}</TableCell>
              <TableCell align="right">{reviewer.after}</TableCell>
              <TableCell align="right">{reviewer.min > 0 ? `${reviewer.min} to ${reviewer.max}` : `at most ${reviewer.max}`}</TableCell>
              <TableCell align="right">
                <TextField
                  size="small"
                  label={`Own maximum for ${reviewer.name}`}
                  value={drafts[reviewer.reviewerId] ?? (limits[reviewer.reviewerId] === undefined ? '' : String(limits[reviewer.reviewerId]))}
                  onChange={(event) => setDrafts({ ...drafts, [reviewer.reviewerId]: event.target.value })}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  sx={{ width: 160 }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {changed.length > 0 ? (
        <Button sx={{ mt: 1 }} variant="outlined" disabled={busy} onClick={() => onLimits({ ...limits, ...Object.fromEntries(changed.map(([id, text]) => [id, Number(text)])) })}>
          Preview again with {changed.length} own maximum{changed.length === 1 ? '' : 's'}
        </Button>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" onClick={onApply} disabled={busy || proposal.assignmentsTotal === 0}>
          {busy ? 'Applying...' : `Apply ${proposal.assignmentsTotal} assignments`}
        </Button>
        <Button variant="outlined" onClick={onDownload}>
          Download CSV
        </Button>
        <Button onClick={onDiscard} disabled={busy}>
          Discard
        </Button>
      </Stack>
    </Box>
  );
}
