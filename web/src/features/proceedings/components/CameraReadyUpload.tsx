// The camera-ready file of an accepted paper, on the author dashboard's Proceedings card: the page limits
// and size, the file kept (pages, size, when it arrived) with its download and its checks, and the upload
// of a new one. The server runs the publisher's checks: a file that fails one is refused, and the card
// says "The file was not accepted" with every check; an accepted file's checks show too, warnings
// included. The server's message is announced in the section's status line.
import { useId, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { ApiPaths, uploadRules } from '@confsys/domain';
import { SaveOutcome } from '../../../components/feedback/SaveOutcome';
import { ProtectedFileLink } from '../../../components/files/ProtectedFileLink';
import { FileField } from '../../../components/forms/FileField';
import { checkFailed, useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';
import type { RefusedFileChecks } from '../../../lib/api';
import { useUploadCameraReady, type CameraReadyAnswer } from '../../../api/proceedings/uploadCameraReady';
import { cameraReadyFileText, fileNotAccepted, pageRuleText, uploadFailure } from '../utils/authorProceedings';
import { fileSummary, manuscriptFileError } from '../../../lib/uploads';
import { PublisherChecks } from './PublisherChecks';
import type { ProceedingsPartProps } from './proceedingsPart';

export function CameraReadyUpload({ proceedings, closedReason, onFileError }: ProceedingsPartProps) {
  const headingId = useId();
  const statusId = useId();
  const { paperId, cameraReady, timeZone } = proceedings;
  const upload = useUploadCameraReady(paperId);
  const [file, setFile] = useState<File | null>(null);
  // The file input is uncontrolled: a new key empties it once its file is sent.
  const [inputKey, setInputKey] = useState(0);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [accepted, setAccepted] = useState<CameraReadyAnswer | null>(null);
  const [refused, setRefused] = useState<{ message: string; checks: RefusedFileChecks } | null>(null);
  const disabled = closedReason !== null || upload.isPending;
  const { submit, statusText, failure } = useSubmitOutcome({
    check: () => {
      setAccepted(null);
      setRefused(null);
      const problem = manuscriptFileError(file);
      if (!problem && file) return { input: file };
      setFileError(problem);
      return checkFailed();
    },
    send: upload.mutateAsync,
    said: (answer) => (answer.accepted ? answer.message : ''),
    sent: (answer) => {
      if (!answer.accepted) {
        setRefused(answer);
        return;
      }
      setAccepted(answer);
      setFile(null);
      setInputKey((key) => key + 1);
    },
    refusal: (error) => {
      const refusal = uploadFailure(error);
      // Refused by the publisher's checks: the checks say why, below.
      if (refusal.checks.length > 0) setRefused(refusal);
      return { message: refusal.checks.length > 0 ? null : refusal.message, fieldErrors: {} };
    },
    sendingText: 'Checking the file...',
  });

  function choose(chosen: File | null) {
    setFile(chosen);
    setFileError(undefined);
  }

  // The checks of the file just accepted, else of the file kept.
  const checks = accepted?.checks ?? cameraReady?.checks ?? [];

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h3">
        Camera-ready file
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {pageRuleText(proceedings)} The file is printed as it is: it is not anonymised, and it replaces any camera-ready file sent before.
      </Typography>
      {cameraReady ? (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2">
            Current file: {cameraReadyFileText(cameraReady, timeZone)}.{' '}
            <ProtectedFileLink url={ApiPaths.cameraReadyFile(paperId)} fileName={`${paperId}-camera-ready.pdf`} label="Download camera-ready file" onError={onFileError}>
              Download camera-ready file
            </ProtectedFileLink>
          </Typography>
          <PublisherChecks checks={checks} label="Checks of the current file" />
        </Box>
      ) : (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          No camera-ready file yet.
        </Typography>
      )}
      <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <FileField
          key={inputKey}
          label="Camera-ready PDF"
          name="file"
          accept={uploadRules.manuscript.accept}
          required
          error={fileError}
          hint={file ? fileSummary(file) : 'Your final paper as a PDF.'}
          disabled={disabled}
          onChange={choose}
        />
        <Button type="submit" variant="contained" disabled={disabled} sx={{ mt: 1 }}>
          Upload camera-ready PDF
        </Button>
      </Box>
      <SaveOutcome id={statusId} status={statusText} failure={failure} spacing={1} />
      {refused ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          <AlertTitle>{fileNotAccepted}</AlertTitle>
          <Typography variant="body2">{refused.message}</Typography>
          <PublisherChecks checks={refused.checks} label="Checks of the file not accepted" />
        </Alert>
      ) : null}
      {accepted && !cameraReady ? <PublisherChecks checks={accepted.checks} label="Checks of the current file" /> : null}
    </Box>
  );
}
