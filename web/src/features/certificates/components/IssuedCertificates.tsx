// The edition's issued certificates, newest first, 25 at a time, by kind and by the holder's email: each
// with its code (a link to its verification page), holder, date and state, and Revoke with a reason.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Link, TableCell, TableRow, Typography } from '@mui/material';
import { Messages, certificateKindLabels, certificateKinds, formatDate, type CertificateKind } from '@confsys/domain';
import { choicesOf } from '../../../components/forms/SelectField';
import { FilterBar } from '../../../components/tables/FilterBar';
import { SimpleTable } from '../../../components/tables/SimpleTable';
import { CursorSteps, usePageTrail } from '../../../components/tables/CursorSteps';
import { paths } from '../../../config/paths';
import { LoadState } from '../../../components/layout/AdminPage';
import { useIssuedCertificates, type IssuedCertificate } from '../../../api/certificates/getIssuedCertificates';
import { RevokeCertificateDialog } from './RevokeCertificateDialog';
import { holderName } from './CertificateDetails';
import { useRowDialog } from '../../../components/feedback/useRowDialog';

const kindChoices = [{ value: '' as const, label: 'All kinds' }, ...choicesOf(certificateKinds, certificateKindLabels)];
const columns = ['Code', 'Kind', 'Holder', 'Issued on', 'State', ''];

export function IssuedCertificates({ onDone }: { onDone: (message: string) => void }) {
  const [kind, setKind] = useState<CertificateKind | ''>('');
  const [email, setEmail] = useState('');
  const trail = usePageTrail();
  const revoking = useRowDialog<IssuedCertificate>();
  const list = useIssuedCertificates({ kind, email, page: trail.page });

  return (
    <Box>
      <FilterBar label="Kind" value={kind} choices={kindChoices} onChoose={setKind} searchLabel="Holder's email" onSearch={setEmail} onFilter={trail.restart} />
      <LoadState query={list} loadingText={Messages.loading}>
        {(data) => (
          <>
            <SimpleTable label="Issued certificates" columns={columns} empty="No certificates match.">
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
                      <Button size="small" color="error" onClick={() => revoking.open(certificate)} aria-label={`Revoke certificate ${certificate.code}`}>
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
      {revoking.row ? <RevokeCertificateDialog certificate={revoking.row} onClose={revoking.close} onDone={revoking.closeThen(onDone)} /> : null}
    </Box>
  );
}
