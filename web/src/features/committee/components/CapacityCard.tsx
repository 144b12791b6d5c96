// The committee's capacity while recruiting: the reviews the papers need (papers × reviewers per paper)
// against the loads the accepted members offer, overall and per topic, with each shortfall named.
import { Alert, TableCell, TableRow, Typography } from '@mui/material';
import { Messages, formatCount, unloadedSentence } from '@confsys/domain';
import { LoadState } from '../../../components/layout/AdminPage';
import { SimpleTable } from '../../../components/tables/SimpleTable';
import { useCapacity } from '../../../api/committee/invitations';

export function CapacityCard() {
  const capacity = useCapacity();
  return (
    <LoadState query={capacity} loadingText={Messages.loading}>
      {(data) => (
        <>
          <Typography variant="body2" sx={{ my: 2 }}>
            {formatCount(data.papers)} papers × {data.reviewersPerPaper} reviewers each need {formatCount(data.overall.needed)} reviews; {formatCount(data.reviewers)} accepted members offer {formatCount(data.overall.offered)}.
          </Typography>
          {data.shortfalls.length > 0 ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {data.shortfalls.map((line) => (
                <div key={line}>{line}</div>
              ))}
              {data.withoutLoad > 0 ? <div>{unloadedSentence(data.withoutLoad)}</div> : null}
            </Alert>
          ) : (
            <Alert severity="success" sx={{ mb: 2 }}>
              {data.message}
            </Alert>
          )}
          <SimpleTable label="Capacity per topic" columns={['Topic', 'Papers', 'Reviews needed', 'Members', 'Reviews offered', 'Shortfall']} empty="No topics.">
            {data.topics.map((topic) => (
              <TableRow key={topic.topic}>
                <TableCell>{topic.topic}</TableCell>
                <TableCell>{formatCount(topic.papers)}</TableCell>
                <TableCell>{formatCount(topic.needed)}</TableCell>
                <TableCell>{formatCount(topic.reviewers)}</TableCell>
                <TableCell>{formatCount(topic.offered)}</TableCell>
                <TableCell>{topic.shortfall > 0 ? formatCount(topic.shortfall) : '-'}</TableCell>
              </TableRow>
            ))}
          </SimpleTable>
        </>
      )}
    </LoadState>
  );
}
