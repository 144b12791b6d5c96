// The dashboard's certificates card: the signed-in person's certificates of every edition, each with its
// PDF and the page where anyone verifies it. Shown once they have one.
import { Link as RouterLink } from 'react-router';
import { Alert, Button, Card, CardContent, Chip, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { certificateTitles, formatDate } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { refusalText } from '../../../lib/failures';
import { useMyCertificates } from '../../../api/certificates/getMyCertificates';
import { useCertificateDownload } from '../../../api/certificates/downloadCertificate';

export function MyCertificatesCard() {
  const mine = useMyCertificates();
  const { download, failure } = useCertificateDownload();
  if (mine.status === 'pending' || (mine.status === 'success' && mine.data.certificates.length === 0)) return null;

  return (
    <Card variant="outlined" sx={{ mt: 3 }} component="section" aria-labelledby="my-certificates">
      <CardContent>
        <Typography variant="h6" component="h2" id="my-certificates">
          Your certificates
        </Typography>
        {mine.status === 'error' ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {refusalText(mine.error)}
          </Alert>
        ) : (
          <List aria-label="Your certificates">
            {mine.data.certificates.map((certificate) => (
              <ListItem key={certificate.code} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={`${certificateTitles[certificate.kind]}, ${certificate.edition.name}`}
                  secondary={`Code ${certificate.code}, issued on ${formatDate(certificate.issuedAt)}${certificate.revoked ? `; revoked on ${formatDate(certificate.revoked.at)}: ${certificate.revoked.reason}` : ''}`}
                />
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  {certificate.revoked ? (
                    <Chip label="Revoked" color="error" size="small" variant="outlined" />
                  ) : (
                    <Button size="small" variant="outlined" onClick={() => download(certificate.code)} aria-label={`Download certificate ${certificate.code}`}>
                      Download PDF
                    </Button>
                  )}
                  <Link component={RouterLink} to={paths.certificate(certificate.code)}>
                    Verification page
                  </Link>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
        {failure ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
