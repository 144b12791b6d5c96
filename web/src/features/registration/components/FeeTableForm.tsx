// The Settings screen's Registration fees form: the fee categories with their in-person and online fees,
// early and late, typed in rupees (and in dollars when participants from abroad pay in USD), the GSTIN
// (checked as it is typed, as the server checks it), the SAC code and GST rate, the meeting link, the
// invoices' signatory with the signature image printed above the name, and whether an accepted paper
// waits for a registered author before it is published. Saved whole through the API; the server's
// message is announced by the Save button.
import { useState } from 'react';
import { Alert, Box, Button, FormControlLabel, FormHelperText, Switch, TextField, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { defaultFeeTable, isSignatureImage, type Currency } from '@confsys/domain';
import { NumberField } from '../../../components/forms/NumberField';
import { FileField } from '../../../components/forms/FileField';
import { ToggleField } from '../../../components/forms/ToggleField';
import { useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';
import { useListEditor } from '../../../components/forms/useListEditor';
import { StoredForm } from '../../../components/forms/StoredForm';
import { errorProps, useForm } from '../../../components/forms/useForm';
import { useFees } from '../../../api/registration/getFeeTable';
import { useSaveFees } from '../../../api/registration/saveFees';
import {
  amountErrorKey,
  categoryLimits,
  feeTableFailure,
  feeTableInput,
  feeTableValues,
  gstinFieldProblem,
  gstinHint,
  newCategory,
  tidyAmount,
  withLabel,
  withoutCategoryErrors,
  type AmountKey,
  type FeeCategoryValues,
  type FeeTableValues,
} from '../utils/feeTableForm';
import { FeeCategoryFields } from './FeeCategoryFields';
import { SettingsSection } from '../../../components/layout/SettingsSection';
import { SaveOutcome } from '../../../components/feedback/SaveOutcome';

const loadFailed = 'The fee table could not be loaded, so it cannot be changed now. Reload the page to try again.';
const notPublished = 'Not published yet: these are suggested fees. Participants see the fees, and can register, once you save them.';
const usdLabel = 'Also charge participants from abroad in USD';
const signatureMessage = 'The signature image is a PNG or JPEG of at most 150 KB.';
const registeredAuthorLabel = 'An accepted paper needs an author with a verified registration before it is published';
const unsavedFees = { ...defaultFeeTable, saved: false };
const gridSx = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } } as const;

export function FeeTableForm() {
  return (
    <StoredForm query={useFees()} fallback={unsavedFees} wide>
      {(initial, status) => <FeeTableFields initial={feeTableValues(initial)} published={initial.saved} status={status} />}
    </StoredForm>
  );
}

interface FeeTableFieldsProps {
  initial: FeeTableValues;
  /** Whether a table is stored (else the form shows the defaults). */
  published: boolean;
  status: UseQueryResult['status'];
}

function FeeTableFields({ initial, published, status }: FeeTableFieldsProps) {
  const { values, setValues, errors, setErrors, change, clearError, field, choice } = useForm<FeeTableValues, string>(initial);
  const [saved, setSaved] = useState(published);
  const [gstinLeft, setGstinLeft] = useState(false);
  const save = useSaveFees();
  const { submit, statusText, setStatusText, failure } = useSubmitOutcome({
    check: () => {
      const checked = feeTableInput(values);
      if (checked.input) return { input: checked.input };
      setErrors(checked.errors);
      setGstinLeft(true);
      return {};
    },
    setErrors,
    send: save.mutateAsync,
    sent: () => {
      setSaved(true);
      // A refused signature file left the stored image in place: what was saved is fine.
      clearError('signatureImage');
      // Saved categories keep their IDs: registrations refer to them.
      setCategories((current) => current.map((category) => ({ ...category, idFollowsLabel: false })));
    },
    refusal: feeTableFailure,
    sendingText: 'Saving the fees...',
  });
  const disabled = status !== 'success' || save.isPending;
  const { categories } = values;

  function setCategories(next: (current: FeeCategoryValues[]) => FeeCategoryValues[]) {
    setValues((current) => ({ ...current, categories: next(current.categories) }));
  }

  const { addedKey, addButton, add, remove } = useListEditor({
    items: categories,
    setItems: setCategories,
    make: newCategory,
    dropPlaceErrors: () => setErrors((current) => withoutCategoryErrors(withoutListError(current))),
    nameOf: (category, index) => category.label.trim() || `category ${index + 1}`,
    announce: setStatusText,
    keep: 'Save the fees',
  });

  function changeCategory(index: number, patch: (category: FeeCategoryValues) => FeeCategoryValues) {
    setCategories((current) => current.map((category, at) => (at === index ? patch(category) : category)));
  }

  function changeAmount(index: number, currency: Currency, key: AmountKey, typed: string) {
    const side = currency === 'INR' ? 'inr' : 'usd';
    changeCategory(index, (category) => ({ ...category, [side]: { ...category[side], [key]: typed } }));
    clearError(amountErrorKey(currency, index, key));
  }

  function tidy(index: number, currency: Currency, key: AmountKey) {
    const side = currency === 'INR' ? 'inr' : 'usd';
    changeCategory(index, (category) => ({ ...category, [side]: { ...category[side], [key]: tidyAmount(category[side][key], currency) } }));
  }

  function toggleUsd(chargeUsd: boolean) {
    change('chargeUsd', chargeUsd);
    // The dollar amounts' errors go with them; they come back, if still wrong, at the next Save.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !/^usd(\.|$)/.test(key))));
  }

  const gstinError = errors.gstin ?? (gstinLeft || values.gstin.trim().length >= 15 ? gstinFieldProblem(values.gstin) : null) ?? undefined;

  return (
    <SettingsSection title="Registration fees" notice={null} status={status} loadFailed={loadFailed} onSubmit={submit} savedText={statusText}>
      <Typography sx={{ mt: 1 }}>
        Each category&apos;s fee for attending in person or online, early (until the early registration deadline of the calendar) and late. A
        registration keeps the amount it was given; a change applies to new registrations.
      </Typography>
      {status === 'success' && !saved ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {notPublished}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
        {categories.map((category, index) => (
          <FeeCategoryFields
            key={category.key}
            index={index}
            category={category}
            chargeUsd={values.chargeUsd}
            errors={errors}
            disabled={disabled}
            removable={categories.length > categoryLimits.min}
            autoFocus={category.key === addedKey}
            onLabel={(label) => {
              setCategories((current) => withLabel(current, index, label));
              clearError(`categories.${index}.label`);
              clearError(`categories.${index}.id`);
            }}
            onId={(id) => {
              changeCategory(index, (current) => ({ ...current, id, idFollowsLabel: false }));
              clearError(`categories.${index}.id`);
            }}
            onAmount={(currency, key, typed) => changeAmount(index, currency, key, typed)}
            onAmountBlur={(currency, key) => tidy(index, currency, key)}
            onRemove={() => remove(index)}
          />
        ))}
      </Box>
      <Button ref={addButton} variant="outlined" onClick={add} disabled={disabled || categories.length >= categoryLimits.max} sx={{ mt: 2 }}>
        Add category
      </Button>
      <FormHelperText error={Boolean(errors.categories)}>{errors.categories ?? `From ${categoryLimits.min} to ${categoryLimits.max} categories.`}</FormHelperText>
      <FormControlLabel
        sx={{ mt: 2, display: 'flex' }}
        control={<Switch name="chargeUsd" checked={values.chargeUsd} onChange={(event) => toggleUsd(event.target.checked)} />}
        label={usdLabel}
        disabled={disabled}
      />
      <FormHelperText error={Boolean(errors.usd)}>
        {errors.usd ?? 'Participants whose address is outside India then pay the same categories in dollars; the fields appear in each category.'}
      </FormHelperText>
      <Box sx={{ ...gridSx, mt: 3 }}>
        <TextField
          label="GSTIN"
          name="gstin"
          value={values.gstin}
          onChange={(event) => change('gstin', event.target.value)}
          onBlur={() => setGstinLeft(true)}
          disabled={disabled}
          {...errorProps(gstinError, gstinHint)}
          // Shown in capitals as typed; sent in capitals (the server reads it so too).
          slotProps={{ htmlInput: { maxLength: 20, spellCheck: false, autoCapitalize: 'characters', autoComplete: 'off', style: { textTransform: 'uppercase' } } }}
        />
        <TextField
          label="SAC code"
          required
          disabled={disabled}
          {...field('sac', 'Six digits (998596: events and conventions).')}
          slotProps={{ htmlInput: { maxLength: 6, inputMode: 'numeric' } }}
        />
        <NumberField
          label="GST rate (%)"
          min={0}
          max={28}
          step="any"
          required
          disabled={disabled}
          {...field('gstRatePercent', "From 0 to 28. Charged only with a GSTIN: half as CGST and half as SGST of the venue's state.")}
        />
        <TextField
          label="Meeting link"
          type="url"
          disabled={disabled}
          {...field('meetingLink', 'Optional. An https address; online participants receive it once their payment is verified.')}
          slotProps={{ htmlInput: { maxLength: 500, spellCheck: false } }}
        />
        <TextField label="Signatory's name" disabled={disabled} {...field('signatoryName', 'Signs the tax invoices.')} slotProps={{ htmlInput: { maxLength: 100 } }} />
        <TextField label="Signatory's designation" disabled={disabled} {...field('signatoryDesignation', 'E.g. Registrar.')} slotProps={{ htmlInput: { maxLength: 100 } }} />
      </Box>
      <SignatureField
        image={values.signatureImage}
        error={errors.signatureImage}
        disabled={disabled}
        onChange={(image) => change('signatureImage', image)}
        onError={(message) => setErrors((current) => ({ ...current, signatureImage: message }))}
      />
      <ToggleField
        control="checkbox"
        label={registeredAuthorLabel}
        disabled={disabled}
        {...choice('requireRegisteredAuthor')}
        hint="Publish then waits, and says why, until one of the paper's authors has a verified payment."
      />
      <Button type="submit" variant="contained" disabled={disabled} sx={{ mt: 2 }}>
        Save fees
      </Button>
      <SaveOutcome id="fees-status" status={statusText} failure={failure} />
    </SettingsSection>
  );
}

/** The errors without the table-wide ones (the list of categories, the USD column), which a change of the list may settle. */
function withoutListError(errors: Record<string, string | undefined>): Record<string, string | undefined> {
  const { categories: _list, usd: _usd, ...rest } = errors;
  return rest;
}

/** A file as a data URL ("data:image/png;base64,..."). */
function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error(signatureMessage)));
    reader.onerror = () => reject(reader.error ?? new Error(signatureMessage));
    reader.readAsDataURL(file);
  });
}

interface SignatureFieldProps {
  image: string | null;
  error: string | undefined;
  disabled: boolean;
  onChange: (image: string | null) => void;
  onError: (message: string) => void;
}

/** The signatory's signature image: chosen as a PNG or JPEG, checked as the server checks it, previewed, removable. */
function SignatureField({ image, error, disabled, onChange, onError }: SignatureFieldProps) {
  // The file input is uncontrolled: a new key empties it after a removal or a refused file.
  const [inputKey, setInputKey] = useState(0);

  async function choose(file: File | null) {
    if (!file) return;
    const dataUrl = await readDataUrl(file).catch(() => null);
    if (dataUrl === null || !isSignatureImage(dataUrl)) {
      setInputKey((key) => key + 1);
      onError(signatureMessage);
      return;
    }
    onChange(dataUrl);
  }

  return (
    <Box sx={{ mt: 3 }}>
      <FileField
        key={inputKey}
        label="Signature image"
        name="signatureImage"
        accept="image/png,image/jpeg"
        required={false}
        error={error}
        hint={image ? 'Printed above the name on every invoice. Choose another file to replace it.' : 'Optional. A PNG or JPEG of at most 150 KB, printed above the name on every invoice.'}
        disabled={disabled}
        onChange={(file) => void choose(file)}
      />
      {image ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 1 }}>
          <Box component="img" src={image} alt="Signature of the authorised signatory" sx={{ maxHeight: 80, maxWidth: 240, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white', p: 0.5 }} />
          <Button
            variant="outlined"
            color="error"
            size="small"
            disabled={disabled}
            onClick={() => {
              onChange(null);
              setInputKey((key) => key + 1);
              // The button goes with the image: the focus goes to the file field.
              requestAnimationFrame(() => document.querySelector<HTMLInputElement>('input[name="signatureImage"]')?.focus());
            }}
          >
            Remove signature
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
