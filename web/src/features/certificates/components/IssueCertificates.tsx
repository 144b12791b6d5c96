// Issuing certificates: the chair picks a kind and, optionally, the people (pasted addresses), previews who
// will get one with the text it will carry and who is skipped and why, then issues exactly that preview;
// the dialog then shows each row's outcome with the code issued.
import { useState } from 'react';
import { Box, Button, TableCell, TableRow, Typography } from '@mui/material';
import { certificateKindLabels, certificateKinds, type CertificateKind } from '@confsys/domain';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { FailureAlert } from '../../../components/feedback/FailureAlert';
import { SelectField, choicesOf } from '../../../components/forms/SelectField';
import { SimpleTable } from '../../../components/tables/SimpleTable';
import { usePreviewThenApply } from '../../../lib/usePreviewThenApply';
import { useCertificatesPreview, useIssueCertificates, type CertificatesAnswer } from '../../../api/certificates/issueCertificates';
import { AddressListField, useAddressList } from './AddressListField';

const kindChoices = choicesOf(certificateKinds, certificateKindLabels);
const rowColumns = ['Name', 'Email', 'Paper', 'Outcome', 'Certificate text, or why not', 'Code'];
const outcomeLabels: Record<CertificatesAnswer['rows'][number]['outcome'], string> = { will: 'Will be issued', skip: 'Skipped', done: 'Issued', skipped: 'Skipped', failed: 'Failed' };

export function IssueCertificates({ onDone }: { onDone: (message: string) => void }) {
  const [kind, setKind] = useState<CertificateKind>('reviewer');
  const people = useAddressList();
  const certificates = usePreviewThenApply(useCertificatesPreview(), useIssueCertificates(), (result) => onDone(result.message));
  const showPreview = () => certificates.showPreview({ kind, emails: people.emails });

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mt: 2 }}>
        <SelectField label="Kind" value={kind} choices={kindChoices} onChange={setKind} sx={{ minWidth: 180 }} />
        <AddressListField list={people} label="Only these people (optional)" hint="Email addresses, one per line or separated by commas. Leave empty for everyone of the kind." />
        <Button variant="contained" disabled={certificates.previewing || people.typo !== null} onClick={showPreview}>
          {certificates.previewing ? 'Previewing...' : 'Preview'}
        </Button>
      </Box>
      <FailureAlert text={certificates.previewFailure} />
      {certificates.answer ? <PreviewDialog answer={certificates.answer} busy={certificates.applying} failure={certificates.applyFailure} onApply={certificates.apply} onClose={certificates.close} /> : null}
    </Box>
  );
}

function PreviewDialog({ answer, busy, failure, onApply, onClose }: { answer: CertificatesAnswer; busy: boolean; failure: string | null; onApply: () => void; onClose: () => void }) {
  const will = answer.counts.will ?? 0;
  const label = certificateKindLabels[answer.kind];
  return (
    <ActionDialog
      title={answer.applied ? `${label} certificates: what was done` : `${label} certificates: preview`}
      size="lg"
      {...(!answer.applied && will > 0 ? { actionLabel: busy ? 'Issuing...' : `Issue ${will} certificate${will === 1 ? '' : 's'}`, onAction: onApply } : {})}
      busy={busy}
      failure={failure}
      closeLabel={answer.applied ? 'Close' : 'Cancel'}
      onClose={onClose}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {answer.applied ? answer.message : `${answer.message} Each one is sent to its holder by email with its code and the address where anyone verifies it.`}
      </Typography>
      <SimpleTable label={answer.applied ? 'Outcome per person' : 'Preview per person'} columns={rowColumns} empty="Nobody of this kind in this edition.">
        {answer.rows.map((row) => (
          <TableRow key={`${row.email}|${row.paperId ?? ''}`}>
            <TableCell>{row.name}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.email}</TableCell>
            <TableCell>{row.paperId ?? ''}</TableCell>
            <TableCell>{outcomeLabels[row.outcome]}</TableCell>
            <TableCell>{row.text}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.code ?? ''}</TableCell>
          </TableRow>
        ))}
      </SimpleTable>
    </ActionDialog>
  );
}
