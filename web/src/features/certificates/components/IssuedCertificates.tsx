// The edition's issued certificates, newest first, 25 at a time, by kind and by the holder's email: each
// with its code (a link to its verification page), holder, date and state, and Revoke with a reason.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Link, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { Messages, certificateKindLabels, certificateKinds, formatDate, type CertificateKind } from '@confsys/domain';
import { SelectField, choicesOf } from '../../../components/forms/SelectField';
import { SimpleTable } from '../../../components/tables/SimpleTable';
import { CursorSteps, usePageTrail } from '../../../components/tables/CursorSteps';
import { paths } from '../../../config/paths';
import { LoadState } from '../../../components/layout/AdminPage';
import { useIssuedCertificates, type IssuedCertificate } from '../../../api/certificates/getIssuedCertificates';
import { RevokeCertificateDialog } from './RevokeCertificateDialog';
import { holderName } from './CertificateDetails';

const kindChoices = [{ value: '' as const, label: 'All kinds' }, ...choicesOf(certificateKinds, certificateKindLabels)];
const columns = ['Code', 'Kind', 'Holder', 'Issued on', 'State', ''];

export function IssuedCertificates({ onDone }: { onDone: (message: string) => void }) {
  const [kind, setKind] = useState<CertificateKind | ''>('');
  const [email, setEmail] = useState('');
  const [draftEmail, setDraftEmail] = useState('');
  const trail = usePageTrail();
  const [revoking, setRevoking] = useState<IssuedCertificate | null>(null);
  const list = useIssuedCertificates({ kind, email, page: trail.page });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setEmail(draftEmail.trim());
    trail.restart();
  };

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2, alignItems: { sm: 'flex-start' } }}>
        <SelectField
          label="Kind"
          value={kind}
          choices={kindChoices}
          onChange={(chosen) => {
            setKind(chosen);
            trail.restart();
          }}
          sx={{ minWidth: 180 }}
        />
        <Box component="form" onSubmit={search} sx={{ display: 'flex', gap: 1 }}>
          <TextField size="small" label="Holder's email" value={draftEmail} onChange={(event) => setDraftEmail(event.target.value)} />
          <Button type="submit" variant="outlined">
            Show
          </Button>
        </Box>
      </Stack>
      <LoadState query={list} loadingText={Messages.loading}>
        {(data) => (
          <>
            <SimpleTable label="Issued certificates" columns={columns} empty="No certificates match." rowCount={data.certificates.length} wide>
              {data.certificates.map((certificate) => (
                <TableRow key={certificate.code}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Link component={RouterLink} to={paths.certificate(certificate.code)}>
                      {certificate.code}
                    </Link>
                  </TableCell>
                  <TableCell>{certificateKindLabels[certificate.kind]}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {holderName(certificate.name)}
                    {certificate.email ? ` (${certificate.email})` : ''}
                    <Typography variant="body2" color="text.secondary">
                      {certificate.text}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(certificate.issuedAt)}</TableCell>
                  <TableCell>{certificate.revoked ? `Revoked on ${formatDate(certificate.revoked.at)}: ${certificate.revoked.reason}` : 'Valid'}</TableCell>
                  <TableCell>
                    {certificate.revoked ? null : (
                      <Button size="small" color="error" onClick={() => setRevoking(certificate)} aria-label={`Revoke certificate ${certificate.code}`}>
                        Revoke
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </SimpleTable>
            <CursorSteps trail={trail} next={data.next} items="certificates" />
          </>
        )}
      </LoadState>
      {revoking ? (
        <RevokeCertificateDialog
          certificate={revoking}
          onClose={() => setRevoking(null)}
          onDone={(message) => {
            setRevoking(null);
            onDone(message);
          }}
        />
      ) : null}
    </Box>
  );
}
