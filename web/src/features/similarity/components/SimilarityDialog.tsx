// The similarity report of a paper (Paper Management, a row's More menu): each paper of this edition or
// an archived one that shares at least the chair's threshold of its text, with its edition, status and
// title, and the passages they share side by side (stacked on a phone); above them, the paper's other
// integrity flags (a placeholder abstract, an author over the cap, and the other papers with its title).
import { Alert, Box, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { formatPercent, type SimilarityMatch } from '@confsys/domain';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { StatusChip } from '../../../components/display/StatusChip';
import { useSimilarityReport } from '../../../api/similarity/getSimilarity';
import { failureText } from '../../../lib/failures';

interface SimilarityDialogProps {
  paperId: string;
  /** The integrity checks' flags of the paper, as its row has them. */
  flags?: readonly string[];
  onClose: () => void;
}

function Passages({ paperId, match }: { paperId: string; match: SimilarityMatch }) {
  if (match.passages.length === 0) return <Typography variant="body2">The passages could not be read again (a file erased or replaced since).</Typography>;
  return (
    <Stack spacing={1.5}>
      {match.passages.map((passage, at) => (
        <Box key={at} component="figure" aria-label={`Passage ${at + 1}, ${passage.words} words`} sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {[
            { label: paperId, text: passage.text },
            { label: match.paperId, text: passage.other },
          ].map((side) => (
            <Box key={side.label} sx={{ p: 1, bgcolor: 'action.hover', borderRadius: 1, minWidth: 0 }}>
              <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
                {side.label}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {side.text}
              </Typography>
            </Box>
          ))}
        </Box>
      ))}
    </Stack>
  );
}

export function SimilarityDialog({ paperId, flags: rowFlags = [], onClose }: SimilarityDialogProps) {
  const report = useSimilarityReport(paperId);
  const answer = report.data;
  const twins = answer?.sameTitle ?? [];
  const flags = [...rowFlags, ...(answer?.overCap ?? []), ...(twins.length > 0 ? [`${paperId} has the same title as ${twins.join(', ')}`] : [])];
  return (
    <ActionDialog title={`Similarity of ${paperId}`} size="md" onClose={onClose} scrollLabel={`Similarity report of ${paperId}`}>
      {report.isPending ? <CircularProgress aria-label="Loading the report" /> : null}
      {report.isError ? <Alert severity="error">{failureText(report.error)}</Alert> : null}
      {flags.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
            Flagged by the integrity checks
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {flags.map((flag) => (
              <li key={flag}>{flag}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {answer ? (
        <Stack spacing={2}>
          {answer.computedAt === null ? (
            <Typography>The paper's text has not been checked yet: the check runs in the background within a minute of each upload.</Typography>
          ) : answer.note ? (
            <Alert severity="info">{answer.note}</Alert>
          ) : (
            <Typography>
              {answer.matches.length === 0
                ? `No paper of this conference or its past editions shares ${answer.threshold}% or more of this paper's text.`
                : `${answer.matches.length} paper${answer.matches.length === 1 ? ' shares' : 's share'} ${answer.threshold}% or more of this paper's text (${answer.words.toLocaleString('en')} words compared, the references left out).`}
            </Typography>
          )}
          {answer.external ? (
            <Typography variant="body2">
              {answer.external.state === 'complete' && answer.external.percent !== null
                ? `Similarity Check (Crossref): ${formatPercent(answer.external.percent)} overall match with the web, publications and earlier submissions.`
                : answer.external.state === 'error'
                  ? `Similarity Check (Crossref): stopped after repeated failures (${answer.external.error ?? 'no reason given'}); a new file sends it again.`
                  : `Similarity Check (Crossref): sent, its report not ready yet${answer.external.error ? ` (last attempt: ${answer.external.error})` : ''}.`}
            </Typography>
          ) : null}
          {answer.matches.map((match) => (
            <Box key={`${match.edition}/${match.paperId}`} component="section" aria-label={`${match.paperId}, ${formatPercent(match.percent)}`}>
              <Divider sx={{ mb: 1.5 }} />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
                <Typography variant="h6" component="h3">
                  {formatPercent(match.percent)} with {match.paperId}
                </Typography>
                <StatusChip status={match.status} />
                <Typography variant="body2" color="text.secondary">
                  {match.edition}
                </Typography>
              </Stack>
              {match.title ? (
                <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                  {match.title}
                </Typography>
              ) : null}
              <Passages paperId={answer.paperId} match={match} />
            </Box>
          ))}
        </Stack>
      ) : null}
    </ActionDialog>
  );
}
