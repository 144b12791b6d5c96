// The Settings screen's pointer for integrators: the API reference (/api/docs) and the OpenAPI document
// it is rendered from, both served by the API itself.
import { useId } from 'react';
import { Link, Paper, Typography } from '@mui/material';
import { ApiPaths } from '@confsys/domain';

export function ApiReferenceCard() {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h5" component="h2">
        API for integrators
      </Typography>
      <Typography sx={{ mt: 1 }}>
        Every operation of the site&apos;s HTTP API, with who may call it, its fields and every answer it can give, and how to sign in for a
        token: the <Link href={ApiPaths.apiDocs}>API reference</Link>, made from the{' '}
        <Link href={ApiPaths.openapi}>OpenAPI document</Link> that client generators read.
      </Typography>
    </Paper>
  );
}
