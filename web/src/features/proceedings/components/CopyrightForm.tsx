// The copyright form of an accepted paper, on the author dashboard's Proceedings card: the chair's text
// (and the ISBN, once set), the signature in force with its signed PDF, or that the text has changed and
// a new signature is needed; and the form the corresponding author signs for all authors with their full
// name typed as the signature and their role. Signing again replaces the signature.
import { useId } from 'react';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { ApiPaths, copyrightRoles } from '@confsys/domain';

type CopyrightRole = (typeof copyrightRoles)[number];
import { SaveOutcome } from '../../../components/feedback/SaveOutcome';
import { ProtectedFileLink } from '../../../components/files/ProtectedFileLink';
import { errorProps, useForm } from '../../../components/forms/useForm';
import { useSubmitOutcome, validated } from '../../../components/forms/useSubmitOutcome';
import { useSignCopyright } from '../../../api/proceedings/signCopyright';
import { copyrightFailure, outdatedSignatureText, signedText, validateCopyright, type CopyrightField, type CopyrightValues } from '../utils/authorProceedings';
import type { ProceedingsPartProps } from './proceedingsPart';

export function CopyrightForm({ proceedings, closedReason, onFileError }: ProceedingsPartProps) {
  const headingId = useId();
  const statusId = useId();
  const { paperId, copyright, timeZone } = proceedings;
  const { values, errors, setErrors, change, field, validateAll } = useForm<CopyrightValues, CopyrightField>({ signature: '', role: '' }, validateCopyright);
  const sign = useSignCopyright(paperId);
  const { submit, statusText, failure } = useSubmitOutcome({
    // Checked: the role is one of the list.
    check: validated(validateAll, () => ({ signature: values.signature.trim(), role: values.role as CopyrightRole })),
    setErrors,
    send: sign.mutateAsync,
    refusal: copyrightFailure,
  });
  const disabled = closedReason !== null || sign.isPending;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h3">
        Copyright form
      </Typography>
      <Box sx={{ mt: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        <Typography variant="body2">{copyright.text}</Typography>
      </Box>
      {copyright.isbn ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          ISBN of the proceedings: {copyright.isbn}
        </Typography>
      ) : null}
      {copyright.outdated ? (
        <Alert severity="warning" role="note" sx={{ mt: 2 }}>
          {outdatedSignatureText}
        </Alert>
      ) : null}
      {copyright.signed ? (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {signedText(copyright.signed, timeZone)}{' '}
          <ProtectedFileLink url={ApiPaths.copyrightFile(paperId)} fileName={`${paperId}-copyright.pdf`} label="Download signed copyright form (PDF)" onError={onFileError}>
            Download signed copyright form (PDF)
          </ProtectedFileLink>
        </Typography>
      ) : (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          Not signed yet. The corresponding author signs for all the paper&apos;s authors.
        </Typography>
      )}
      <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextField
          label="Full name as signature"
          required
          autoComplete="name"
          disabled={disabled}
          {...field('signature', copyright.signed ? 'Signing again replaces the signature above.' : 'Type your full name: it is your signature.')}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField select label="Role" name="role" required value={values.role} onChange={(event) => change('role', event.target.value)} disabled={disabled} {...errorProps(errors.role, 'Who signs.')}>
          {copyrightRoles.map((role) => (
            <MenuItem key={role} value={role}>
              {role}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Button type="submit" variant="contained" disabled={disabled}>
            Sign the copyright form
          </Button>
        </Box>
      </Box>
      <SaveOutcome id={statusId} status={statusText} failure={failure} spacing={1} />
    </Box>
  );
}
