// One certificate as anyone verifies it: whether it is valid (or revoked, when and why), who holds it,
// what it certifies, for which edition, when it was issued, and its PDF while it is valid.
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { certificateTitles, formatDate, type PublicCertificate } from '@confsys/domain';
import { DetailsList } from '../../../components/display/DetailsList';
import { useCertificateDownload } from '../../../api/certificates/downloadCertificate';

/** A holder who erased their data leaves the certificate under no name. */
export const holderName = (name: string) => name || '(name withdrawn at the holder’s request)';

export function CertificateDetails({ certificate }: { certificate: PublicCertificate }) {
  const { download, failure } = useCertificateDownload();
  return (
    <Card variant="outlined" component="article" aria-label={`Certificate ${certificate.code}`}>
      <CardContent>
        {certificate.revoked ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            Revoked on {formatDate(certificate.revoked.at)}: {certificate.revoked.reason}. This certificate is no longer valid.
          </Alert>
        ) : (
          <Alert severity="success" sx={{ mb: 2 }}>
            Valid: the conference issued this certificate and has not revoked it.
          </Alert>
        )}
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {certificateTitles[certificate.kind]}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          <strong>{holderName(certificate.name)}</strong> {certificate.text}
        </Typography>
        <DetailsList
          details={[
            { label: 'Code', value: certificate.code },
            { label: 'Edition', value: certificate.edition.name },
            { label: 'Issued on', value: formatDate(certificate.issuedAt) },
          ]}
        />
        {certificate.revoked ? null : (
          <Box sx={{ mt: 2 }}>
            <Button variant="outlined" onClick={() => download(certificate.code)}>
              Download the PDF
            </Button>
          </Box>
        )}
        {failure ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
