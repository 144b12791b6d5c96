// The author dashboard's Proceedings cards: one for each of the author's accepted (or published) papers,
// with the camera-ready deadline on the conference's clock and whether it is open, the camera-ready file
// with the publisher's checks, the copyright form and the final metadata. Once the deadline has passed
// the card says so and its forms are disabled. Nothing shows while the author has no accepted paper.
import { useState } from 'react';
import { Alert, LinearProgress, Typography } from '@mui/material';
import { SectionCard } from '../../../components/layout/SectionCard';
import { useNow } from '../../../lib/useNow';
import { useAuthorProceedings } from '../../../api/proceedings/getAuthorProceedings';
import type { ManuscriptRow } from '../../submissions/utils/manuscript';
import { presentablePapers } from '../../registration/utils/participant';
import { proceedingsDeadlineTexts } from '../utils/authorProceedings';
import { CameraReadyUpload } from './CameraReadyUpload';
import { CopyrightForm } from './CopyrightForm';
import { FinalMetadataForm } from './FinalMetadataForm';
import { ProceedingsVolumeLink } from './ProceedingsVolumeLink';
import { FailureAlert } from '../../../components/feedback/FailureAlert';
import { refusalText } from '../../../lib/failures';

export function ProceedingsCards({ papers }: { papers: readonly ManuscriptRow[] }) {
  const accepted = presentablePapers(papers);
  const [volumeError, setVolumeError] = useState<string | null>(null);
  if (accepted.length === 0) return null;
  return (
    <>
      <SectionCard title="Proceedings volume" intro="As an author of an accepted paper you may read the whole volume, with every camera-ready paper received so far." gap="after">
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          <ProceedingsVolumeLink onError={setVolumeError} />
        </Typography>
        <FailureAlert text={volumeError} onClose={() => setVolumeError(null)} sx={{ mt: 2 }} />
      </SectionCard>
      {accepted.map((paper) => (
        <ProceedingsCard key={paper.paperId} paper={paper} />
      ))}
    </>
  );
}

function ProceedingsCard({ paper }: { paper: ManuscriptRow }) {
  const proceedings = useAuthorProceedings(paper.paperId);
  const now = useNow();
  const [fileError, setFileError] = useState<string | null>(null);

  let body;
  if (proceedings.isPending) {
    body = <LinearProgress aria-label={`Loading the proceedings of ${paper.paperId}`} sx={{ mt: 2 }} />;
  } else if (proceedings.isError) {
    body = (
      <Alert severity="error" sx={{ mt: 2 }}>
        The proceedings of this paper could not be loaded: {refusalText(proceedings.error)}
      </Alert>
    );
  } else {
    const { text, closedReason } = proceedingsDeadlineTexts(proceedings.data, now);
    body = (
      <>
        {/* A note, not an alert: it is read where it stands, not announced each time its countdown changes. */}
        <Alert severity={closedReason ? 'warning' : 'info'} role="note" sx={{ mt: 2 }}>
          {text}
        </Alert>
        <FailureAlert text={fileError} onClose={() => setFileError(null)} sx={{ mt: 2 }} />
        <CameraReadyUpload proceedings={proceedings.data} closedReason={closedReason} onFileError={setFileError} />
        <CopyrightForm proceedings={proceedings.data} closedReason={closedReason} onFileError={setFileError} />
        <FinalMetadataForm proceedings={proceedings.data} closedReason={closedReason} />
      </>
    );
  }

  return (
    <SectionCard title={`Proceedings of ${paper.paperId}`} intro={paper.title} gap="after">
      {body}
    </SectionCard>
  );
}
