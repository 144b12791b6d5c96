// The author's papers of each archived edition, under the edition's name, below the current edition's:
// read-only (the decision, the manuscript, the reviews once decided, the payment and its invoice), with
// the edition's proceedings volume once one of them was accepted; nothing for an edition in which they
// submitted nothing.
import { useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { PaperStatus, isStatus, type PublicEdition } from '@confsys/domain';
import { usePublicEditions } from '../../../lib/publicEditions';
import { useArchivedManuscripts } from '../../../api/submissions/getArchivedManuscripts';
import { archivedManuscriptRow, bySubmissionDateDesc } from '../../submissions/utils/manuscript';
import { ManuscriptsTable } from '../../submissions/components/ManuscriptsTable';
import { ProceedingsVolumeLink } from '../../proceedings/components/ProceedingsVolumeLink';

export function ArchivedSubmissions({ uid }: { uid: string }) {
  const editions = usePublicEditions();
  if (editions.status !== 'ready') return null;
  return editions.answer.editions
    .filter((edition) => edition.state === 'archived')
    .map((edition) => <ArchivedEditionSubmissions key={edition.id} uid={uid} edition={edition} />);
}

function ArchivedEditionSubmissions({ uid, edition }: { uid: string; edition: PublicEdition }) {
  const { loading, manuscripts } = useArchivedManuscripts(uid, edition.id);
  const [volumeError, setVolumeError] = useState<string | null>(null);
  if (loading || manuscripts.length === 0) return null;
  const rows = manuscripts.map(archivedManuscriptRow).sort(bySubmissionDateDesc);
  const accepted = rows.some((row) => isStatus(row.status, PaperStatus.Accepted) || isStatus(row.status, PaperStatus.Published));
  return (
    <Box component="section" aria-labelledby={`archived-${edition.id}`} sx={{ mt: 4 }}>
      <Typography id={`archived-${edition.id}`} variant="h6" component="h2">
        {edition.name} (archived)
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {edition.name} is archived: its papers, reviews and payments can be read and downloaded here, and no longer change.
      </Typography>
      {accepted ? (
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          <ProceedingsVolumeLink edition={edition} onError={setVolumeError} />
        </Typography>
      ) : null}
      {volumeError ? (
        <Alert severity="error" role="alert" onClose={() => setVolumeError(null)} sx={{ mb: 1.5 }}>
          {volumeError}
        </Alert>
      ) : null}
      <ManuscriptsTable rows={rows} label={`Your submissions to ${edition.name}`} archived />
    </Box>
  );
}
