// The Settings screen's Proceedings form: the page limits and page size the publisher's checks hold
// camera-ready files to, the copyright text the authors sign (a changed text is a new version, to be
// signed again), the ISBN, the DOI prefix, the publisher and the volume's preface. Read from and saved
// whole through the API (the volume's order, set on the Proceedings screen, is sent back as it was read);
// checked as the server checks it, its refusals under the fields they name.
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { defaultProceedingsSettings, pageSizePoints, pageSizes, type PageSize } from '@confsys/domain';
import { SaveOutcome } from '../../../components/feedback/SaveOutcome';
import { NumberField } from '../../../components/forms/NumberField';
import { errorProps, useForm } from '../../../components/forms/useForm';
import { StoredForm } from '../../../components/forms/StoredForm';
import { useSubmitOutcome, validated } from '../../../components/forms/useSubmitOutcome';
import { useProceedingsSettings } from '../../../api/proceedings/getProceedingsSettings';
import { useSaveProceedingsSettings } from '../../../api/proceedings/saveProceedingsSettings';
import {
  pageLimitBounds,
  proceedingsSettingsFailure,
  proceedingsSettingsInput,
  proceedingsSettingsValues,
  validateProceedingsSettings,
  type ProceedingsSettingsField,
  type ProceedingsSettingsValues,
} from '../utils/proceedingsScreen';
import { SettingsSection } from '../../../components/layout/SettingsSection';

const loadFailed = 'The proceedings settings could not be loaded, so they cannot be changed now. Reload the page to try again.';
const unsavedSettings = { ...defaultProceedingsSettings, saved: false, copyrightVersion: '' };
const gridSx = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, mt: 2 } as const;

export function ProceedingsSettingsForm() {
  return (
    <StoredForm query={useProceedingsSettings()} fallback={unsavedSettings} wide>
      {(initial, status) => <ProceedingsSettingsFields initial={proceedingsSettingsValues(initial)} version={initial.copyrightVersion} status={status} />}
    </StoredForm>
  );
}

interface ProceedingsSettingsFieldsProps {
  initial: ProceedingsSettingsValues;
  /** The version of the stored copyright text ('' before one is stored). */
  version: string;
  status: UseQueryResult['status'];
}

function ProceedingsSettingsFields({ initial, version, status }: ProceedingsSettingsFieldsProps) {
  const { values, errors, setErrors, change, field, validateAll } = useForm<ProceedingsSettingsValues, ProceedingsSettingsField>(initial, validateProceedingsSettings);
  const save = useSaveProceedingsSettings();
  const { submit, statusText, failure } = useSubmitOutcome({
    check: validated(validateAll, () => proceedingsSettingsInput(values)),
    setErrors,
    send: save.mutateAsync,
    refusal: proceedingsSettingsFailure,
    sendingText: 'Saving the proceedings settings...',
  });
  const disabled = status !== 'success' || save.isPending;

  const pageHint = `From ${pageLimitBounds.min} to ${pageLimitBounds.max}. Camera-ready files outside the limits are refused.`;

  return (
    <SettingsSection title="Proceedings" notice={null} status={status} loadFailed={loadFailed} onSubmit={submit}>
      <Typography sx={{ mt: 1 }}>
        What the publisher&apos;s checks hold camera-ready files to, the copyright form the authors sign, and what the volume and its exports print. The order of the
        volume is set on the Proceedings screen.
      </Typography>
      <Box sx={gridSx}>
        <NumberField label="Minimum pages" {...pageLimitBounds} required disabled={disabled} {...field('minPages', pageHint)} />
        <NumberField label="Maximum pages" {...pageLimitBounds} required disabled={disabled} {...field('maxPages', pageHint)} />
        <TextField
          select
          label="Page size"
          name="pageSize"
          required
          value={values.pageSize}
          onChange={(event) => change('pageSize', event.target.value as PageSize)}
          disabled={disabled}
          {...errorProps(errors.pageSize, 'Every page of a camera-ready file must have this size.')}
        >
          {pageSizes.map((size) => (
            <MenuItem key={size} value={size}>
              {pageSizePoints[size].label}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Publisher" disabled={disabled} {...field('publisher', 'Optional. As the title page and the indexers name it.')} slotProps={{ htmlInput: { maxLength: 200 } }} />
        <TextField
          label="ISBN"
          disabled={disabled}
          {...field('isbn', 'Optional. 10 or 13 digits with their check digit, e.g. 978-3-16-148410-0.')}
          slotProps={{ htmlInput: { maxLength: 20, spellCheck: false, autoComplete: 'off' } }}
        />
        <TextField
          label="DOI prefix"
          disabled={disabled}
          {...field('doiPrefix', 'Optional. 10. and 4 to 9 digits, e.g. 10.5555; the Crossref deposit needs it.')}
          slotProps={{ htmlInput: { maxLength: 20, spellCheck: false, autoComplete: 'off' } }}
        />
      </Box>
      <TextField
        label="Copyright text"
        required
        fullWidth
        multiline
        minRows={5}
        margin="normal"
        disabled={disabled}
        {...field('copyrightText', `${version ? `Version ${version}. ` : ''}A changed text is a new version: authors who signed an earlier one must sign again.`)}
        slotProps={{ htmlInput: { maxLength: 20_000 } }}
      />
      <TextField
        label="Preface"
        fullWidth
        multiline
        minRows={5}
        margin="normal"
        disabled={disabled}
        {...field('preface', 'Optional. Printed in the front matter of the volume.')}
        slotProps={{ htmlInput: { maxLength: 20_000 } }}
      />
      <Button type="submit" variant="contained" disabled={disabled} sx={{ mt: 2 }}>
        Save proceedings settings
      </Button>
      <SaveOutcome id="proceedings-settings-status" status={statusText} failure={failure} />
    </SettingsSection>
  );
}
