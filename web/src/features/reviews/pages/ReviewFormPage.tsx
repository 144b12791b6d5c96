// Reviewer's Evaluation Form (/reviewform?paperId=&title=, and /admin/reviewform?...&reviewerId=&admin=1 in the admin layout): for a reviewer of the
// paper, and for admins editing a reviewer's review on their behalf (reviewerId names whose). The stored review, if any, prefills the form; a published
// review shows read-only; a reviewer's unwritten plagiarism answer starts with the similarity check's figure. After a submit it returns to /reviewer or /admin/comments. Below the form: the other reviews, the
// authors' submitted response, and the paper's discussion (#discussion), each once the reader may read it.
import { Navigate, Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { Alert, Box, Button, Chip, Paper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Messages, organiserOf } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/usePageTitle';
import { usePublicConference } from '../../../lib/publicConference';
import { useStoredReview } from '../../../api/reviews/getReview';
import { useQuery } from '@tanstack/react-query';
import { assignedPapersOptions } from '../../../api/reviews/getAssignedPapers';
import { ReviewAccess, type ReviewAccessGrant } from '../components/ReviewAccess';
import { ReviewForm } from '../components/ReviewForm';
import { OtherReviews } from '../components/OtherReviews';
import { AuthorsResponse } from '../../discussion/components/AuthorsResponse';
import { DiscussionPanel } from '../../discussion/components/DiscussionPanel';
import { canSaveDraft, isReviewLocked, returnPath, reviewFormMode, valuesFromReview, type ReviewFormMode } from '../utils/reviewForm';
import { refusalText } from '../../../lib/failures';

export default function ReviewFormPage() {
  usePageTitle(Messages.reviewFormTitle);
  return <ReviewAccess>{(grant) => <ReviewFormScreen grant={grant} />}</ReviewAccess>;
}

function ReviewFormScreen({ grant }: { grant: ReviewAccessGrant }) {
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const paperId = (searchParams.get('paperId') ?? '').trim();
  const mode = reviewFormMode(grant.role);
  const identity = usePublicConference();
  // An admin edits inside the admin layout, with its sidebar; an older /reviewform link lands there too.
  if (mode === 'admin' && pathname !== paths.adminReviewForm) return <Navigate to={{ pathname: paths.adminReviewForm, search }} replace />;

  return (
    <Box sx={{ px: 2, py: { xs: 3, md: 5 }, maxWidth: 1040, mx: 'auto' }}>
      <Button component={RouterLink} to={returnPath(mode)} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {mode === 'admin' ? 'Back to Reviewer Comments' : 'Back to Dashboard'}
      </Button>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Box component="header" sx={{ textAlign: 'center', mb: 3 }}>
          <Typography variant="h6" component="p">
            {identity.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {organiserOf(identity)}
          </Typography>
          <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
            {Messages.reviewFormTitle}
          </Typography>
          {mode === 'admin' ? <Chip size="small" label="Admin mode" sx={{ mt: 1 }} /> : null}
        </Box>
        {paperId ? (
          <StoredReviewForm paperId={paperId} reviewerId={searchParams.get('reviewerId') ?? undefined} queryTitle={searchParams.get('title') ?? ''} mode={mode} email={grant.email} />
        ) : (
          <Alert severity="error">{Messages.noPaperSelected}</Alert>
        )}
      </Paper>
    </Box>
  );
}

interface StoredReviewFormProps {
  paperId: string;
  reviewerId?: string;
  queryTitle: string;
  mode: ReviewFormMode;
  email: string;
}

function StoredReviewForm({ paperId, reviewerId, queryTitle, mode, email }: StoredReviewFormProps) {
  const stored = useStoredReview(paperId, mode === 'admin' ? reviewerId : undefined);
  // The similarity check's figure, from the reviewer's list (read on their dashboard): it prefills the plagiarism answer.
  const assigned = useQuery({ ...assignedPapersOptions(email), enabled: mode === 'reviewer' });
  if (stored.status === 'pending' || (mode === 'reviewer' && assigned.status === 'pending')) {
    return (
      <Typography role="status" sx={{ py: 4, textAlign: 'center' }}>
        {Messages.loading}
      </Typography>
    );
  }
  if (stored.status === 'error') {
    const text = refusalText(stored.error);
    return (
      <Alert severity="error" role="alert">
        {text}
      </Alert>
    );
  }
  const { review, others, response } = stored.data;
  const storedTitle = typeof review?.articleTitle === 'string' ? review.articleTitle : '';
  return (
    <>
      <ReviewForm
        key={paperId}
        paperId={paperId}
        title={queryTitle || storedTitle}
        reviewerId={mode === 'admin' ? reviewerId : undefined}
        initialValues={valuesFromReview(review, assigned.data?.find((paper) => paper.paperId === paperId)?.similarity ?? null)}
        initiallyLocked={isReviewLocked(review)}
        draftAllowed={canSaveDraft(review)}
        mode={mode}
        email={email}
      />
      <OtherReviews reviews={others} />
      <AuthorsResponse response={response} />
      <DiscussionPanel paperId={paperId} />
    </>
  );
}
