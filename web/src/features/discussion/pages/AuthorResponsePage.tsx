// Respond to Reviews (/authordashboard/response?paperId=): once the chair has released a paper's reviews,
// its author reads them (as "Reviewer 1..N", unnamed, without the confidential comments) and writes one
// response within the word limit while the response window is open (its dates in the conference's time
// zone). Before the release the server's refusal (409) is shown.
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { Messages } from '@confsys/domain';
import { ReviewCard } from '../../../components/display/ReviewCard';
import { FormCard } from '../../../components/layout/FormCard';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useAuthorResponse, type AuthorResponse } from '../../../api/discussion/getAuthorResponse';
import { ResponseForm } from '../components/ResponseForm';
import { responseWindowText } from '../utils/response';
import { refusalText } from '../../../lib/failures';

const pageTitle = 'Respond to Reviews';

export default function AuthorResponsePage() {
  usePageTitle(pageTitle);
  const [searchParams] = useSearchParams();
  const paperId = (searchParams.get('paperId') ?? '').trim();
  return (
    <FormCard title={pageTitle} maxWidth={960}>
      {paperId ? <ResponseLoader paperId={paperId} /> : <Alert severity="error">{Messages.noPaperSelected}</Alert>}
      <Link component={RouterLink} to={paths.authorDashboard} sx={{ display: 'inline-block', mt: 3 }}>
        Back to your dashboard
      </Link>
    </FormCard>
  );
}

function ResponseLoader({ paperId }: { paperId: string }) {
  const response = useAuthorResponse(paperId);
  if (response.status === 'pending') {
    return (
      <Typography role="status" sx={{ py: 4 }}>
        {Messages.loading}
      </Typography>
    );
  }
  if (response.status === 'error') {
    const { error } = response;
    // 409: the reviews are not released for a response (yet): a state, not a failure.
    const notReleased = error instanceof ApiRequestError && error.status === 409;
    return (
      <Alert severity={notReleased ? 'info' : 'error'} role="alert">
        {refusalText(error)}
      </Alert>
    );
  }
  return <ResponseScreen page={response.data} />;
}

function ResponseScreen({ page }: { page: AuthorResponse }) {
  const open = page.window.state === 'open';
  return (
    <>
      <Typography variant="body1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {page.paperId}:
        </Box>{' '}
        {page.title}
      </Typography>
      <Alert id="response-window" severity={open ? 'info' : 'warning'} sx={{ mb: 3 }}>
        {responseWindowText(page.window)}
      </Alert>

      <Box component="section" aria-labelledby="released-reviews-heading" sx={{ mb: 4 }}>
        <Typography id="released-reviews-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
          The reviews
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Reviewers are numbered in the order they were assigned; their names are not shown. Refer to them as &quot;Reviewer 1&quot;, &quot;Reviewer 2&quot; and so on.
        </Typography>
        {page.reviews.length === 0 ? (
          <Typography>No submitted review is shown.</Typography>
        ) : (
          <Stack spacing={2}>
            {page.reviews.map((review) => (
              <ReviewCard key={review.label} review={review} />
            ))}
          </Stack>
        )}
      </Box>

      <Box component="section" aria-labelledby="your-response-heading">
        <Typography id="your-response-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
          Your response
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          One response to all the reviews, of at most {page.wordLimit} words. Save a draft as often as you like; the reviewers and the chair read it only once it is submitted. You
          may submit again while the response is open. Do not name yourselves or your organisations.
        </Typography>
        <ResponseForm page={page} />
      </Box>
    </>
  );
}
