// "Download my data": saves everything the product holds about the signed-in person (GET /api/me/data)
// as a JSON file; while it is made the button says so, and a failure says what went wrong beside it.
import { Button, Typography } from '@mui/material';
import { downloadMyData } from '../../../api/privacy/downloadMyData';
import { ApiRequestError } from '../../../lib/api';
import { usePlainAction } from '../../../lib/plainAction';

export function DownloadMyDataButton() {
  const { busy, failure, run } = usePlainAction((error) => (error instanceof ApiRequestError ? error.message : 'Your data could not be downloaded. Check your connection and try again.'));
  const download = () => run(downloadMyData);

  return (
    <>
      <Button variant="outlined" onClick={() => void download()} disabled={busy}>
        {busy ? 'Preparing your data…' : 'Download my data'}
      </Button>
      {failure ? (
        <Typography role="alert" color="error" variant="body2">
          {failure}
        </Typography>
      ) : null}
    </>
  );
}
