// The final metadata of an accepted paper, on the author dashboard's Proceedings card: the title,
// abstract and keywords as the proceedings print them, and the ordered author list (added, moved,
// removed), each author with an optional ORCID iD checked by its check digit once left. Checked as the
// server checks it before it is sent; the server's refusals show under the fields they name
// ("authors.0.orcid"). Once confirmed, the form says when.
import { useId } from 'react';
import { Box, Button, FormHelperText, TextField, Typography } from '@mui/material';
import { SaveOutcome } from '../../../components/feedback/SaveOutcome';
import { useForm, withoutError } from '../../../components/forms/useForm';
import { useSubmitOutcome, validated } from '../../../components/forms/useSubmitOutcome';
import { useListEditor } from '../../../components/forms/useListEditor';
import { useSaveFinalMetadata } from '../../../api/proceedings/saveFinalMetadata';
import {
  confirmedText,
  emptyMetadataAuthor,
  metadataAuthorKey,
  metadataAuthorLimits,
  metadataFailure,
  metadataInput,
  metadataValues,
  orcidFieldProblem,
  validateMetadata,
  withoutAuthorErrors,
  type MetadataAuthorField,
  type MetadataAuthorValues,
  type MetadataValues,
} from '../utils/authorProceedings';
import { MetadataAuthorFields } from './MetadataAuthorFields';
import type { ProceedingsPartProps } from './proceedingsPart';

export function FinalMetadataForm({ proceedings, closedReason }: Omit<ProceedingsPartProps, 'onFileError'>) {
  const headingId = useId();
  const statusId = useId();
  const { paperId, metadataConfirmedAt, timeZone } = proceedings;
  // The form starts from the metadata as it was first read; what is typed stays while it is read again.
  const { values, setValues, errors, setErrors, clearError, field, validateAll } = useForm<MetadataValues, string>(() => metadataValues(proceedings.metadata), validateMetadata);
  const save = useSaveFinalMetadata(paperId);
  const { submit, statusText, setStatusText, failure } = useSubmitOutcome({
    check: validated(validateAll, () => metadataInput(values)),
    setErrors,
    send: save.mutateAsync,
    refusal: (error) => metadataFailure(error, values.authors.length),
  });
  const disabled = closedReason !== null || save.isPending;
  const { authors } = values;

  function setAuthors(next: (current: MetadataAuthorValues[]) => MetadataAuthorValues[]) {
    setValues((current) => ({ ...current, authors: next(current.authors) }));
  }

  const { addButton, add, item } = useListEditor({
    items: authors,
    setItems: setAuthors,
    make: emptyMetadataAuthor,
    dropPlaceErrors: () => setErrors((current) => withoutAuthorErrors(current)),
    nameOf: (author, index) => author.name.trim() || `author ${index + 1}`,
    announce: setStatusText,
    keep: 'Confirm the metadata',
    idPrefix: (author) => `metadata-author-${author.key}`,
  });

  function changeAuthor(index: number, name: MetadataAuthorField, value: string) {
    setAuthors((current) => current.map((author, at) => (at === index ? { ...author, [name]: value } : author)));
    clearError(metadataAuthorKey(index, name));
  }

  function checkOrcid(index: number) {
    const problem = orcidFieldProblem(authors[index]?.orcid ?? '');
    const key = metadataAuthorKey(index, 'orcid');
    setErrors((current) => (problem ? { ...current, [key]: problem } : withoutError(current, key)));
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h3">
        Final metadata
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        The proceedings, the table of contents and every index print the paper as confirmed here. The first page of the camera-ready file is checked against this title and
        these names at its next upload.
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
        {metadataConfirmedAt ? confirmedText(metadataConfirmedAt, timeZone) : 'Not confirmed yet: the form shows the paper as it was submitted.'}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ mt: 1 }}>
        <TextField label="Title" required fullWidth margin="normal" disabled={disabled} {...field('title')} slotProps={{ htmlInput: { maxLength: 300 } }} />
        <TextField label="Abstract" required fullWidth margin="normal" multiline minRows={5} disabled={disabled} {...field('abstract')} slotProps={{ htmlInput: { maxLength: 5000 } }} />
        <TextField label="Keywords" required fullWidth margin="normal" disabled={disabled} {...field('keywords', 'Separate the keywords with commas.')} slotProps={{ htmlInput: { maxLength: 500 } }} />
        <Typography variant="subtitle1" component="h4" sx={{ mt: 2, fontWeight: 700 }}>
          Authors, in the order printed
        </Typography>
        {authors.map((author, index) => (
          <MetadataAuthorFields
            key={author.key}
            {...item(index)}
            author={author}
            errors={errors}
            disabled={disabled}
            removable={authors.length > metadataAuthorLimits.min}
            onChange={(name, value) => changeAuthor(index, name, value)}
            onOrcidLeft={() => checkOrcid(index)}
          />
        ))}
        <Button ref={addButton} variant="outlined" onClick={add} disabled={disabled || authors.length >= metadataAuthorLimits.max} sx={{ mt: 2 }}>
          Add author
        </Button>
        <FormHelperText error={Boolean(errors.authors)}>{errors.authors ?? `From ${metadataAuthorLimits.min} to ${metadataAuthorLimits.max} authors.`}</FormHelperText>
        <Button type="submit" variant="contained" disabled={disabled} sx={{ mt: 2, display: 'block' }}>
          Confirm metadata
        </Button>
      </Box>
      <SaveOutcome id={statusId} status={statusText} failure={failure} spacing={1} />
    </Box>
  );
}
