// The committee's capacity while recruiting: the reviews the papers need (papers × reviewers per paper)
// against the loads the accepted members offer, overall and per topic, with each shortfall named.
import { Alert, TableCell, TableRow, Typography } from '@mui/material';
import { Messages } from '@confsys/domain';
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
            {data.papers} papers × {data.reviewersPerPaper} reviewers each need {data.overall.needed} reviews; {data.reviewers} accepted members offer {data.overall.offered}.
            {data.withoutLoad > 0 ? ` ${data.withoutLoad} members have no load yet and are not counted.` : ''}
          </Typography>
          {data.shortfalls.length > 0 ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {data.shortfalls.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Alert>
          ) : (
            <Alert severity="success" sx={{ mb: 2 }}>
              {data.message}
            </Alert>
          )}
          <SimpleTable label="Capacity per topic" columns={['Topic', 'Papers', 'Reviews needed', 'Members', 'Reviews offered', 'Shortfall']} empty="No topics." rowCount={data.topics.length} wide>
            {data.topics.map((topic) => (
              <TableRow key={topic.topic}>
                <TableCell>{topic.topic}</TableCell>
                <TableCell>{topic.papers}</TableCell>
                <TableCell>{topic.needed}</TableCell>
                <TableCell>{topic.reviewers}</TableCell>
                <TableCell>{topic.offered}</TableCell>
                <TableCell>{topic.shortfall > 0 ? topic.shortfall : '-'}</TableCell>
              </TableRow>
            ))}
          </SimpleTable>
        </>
      )}
    </LoadState>
  );
}
