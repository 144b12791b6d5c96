// Revoking a certificate: the reason is asked for (1 to 500 characters) and said to be public, since
// anyone who verifies the certificate reads it. Nothing is deleted; its PDF is no longer served.
import { useState } from 'react';
import { TextField, Typography } from '@mui/material';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { failureText } from '../../../lib/failures';
import { useRevokeCertificate } from '../../../api/certificates/revokeCertificate';
import type { IssuedCertificate } from '../../../api/certificates/getIssuedCertificates';
import { holderName } from './CertificateDetails';

export function RevokeCertificateDialog({ certificate, onClose, onDone }: { certificate: IssuedCertificate; onClose: () => void; onDone: (message: string) => void }) {
  const [reason, setReason] = useState('');
  const revoke = useRevokeCertificate();
  const missing = reason.trim() === '' || reason.trim().length > 500;
  return (
    <ActionDialog
      title={`Revoke certificate ${certificate.code}`}
      actionLabel={revoke.isPending ? 'Revoking...' : 'Revoke'}
      actionColor="error"
      actionDisabled={missing}
      busy={revoke.isPending}
      failure={failureText(revoke.error)}
      onAction={() => revoke.mutate({ code: certificate.code, reason: reason.trim() }, { onSuccess: (answer) => onDone(answer.message) })}
      onClose={onClose}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {holderName(certificate.name)} {certificate.text} Once revoked, its verification page says so with the reason below, which anyone who checks it reads, and its PDF is no longer served. This cannot be undone; a new certificate can be issued.
      </Typography>
      <TextField
        label="Reason"
        required
        fullWidth
        multiline
        minRows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        helperText={`${reason.trim().length} of 500 characters`}
        error={reason.trim().length > 500}
        autoFocus
      />
    </ActionDialog>
  );
}
