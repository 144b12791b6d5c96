// The fields a participant fills in on both registration forms (the public conference registration and the
// author dashboard's): Category from the published fees; Country, then State (a list of the states of
// India, a region abroad) and an optional GSTIN checked as it is typed; Attendance; Hostel nights. Each form keeps
// their values and lays them out in its own grid.
import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { attendanceLabels, attendanceModes, isIndia, type Attendance, type FeeCategory } from '@confsys/domain';
import { ChoiceGroup } from './ChoiceGroup';
import { gstinFieldProblem, hostelNightsBounds, indianStates, withCountry, type BillingPlace } from '../../lib/participation';
import { errorProps, type ChoiceProps, type FieldProps } from './useForm';
import { NumberField } from './NumberField';

/** Attendance: in person or online, as radio buttons. */
export function AttendanceField(props: ChoiceProps<Attendance> & { required: boolean; disabled: boolean }) {
  return <ChoiceGroup label="Attendance" options={attendanceModes} labelOf={(mode) => attendanceLabels[mode]} {...props} />;
}

interface CategoryFieldProps extends FieldProps {
  categories: readonly FeeCategory[];
  required: boolean;
  disabled: boolean;
  autoFocus?: boolean;
  /** The empty choice's text, where the category may be left for later. */
  noneLabel?: string;
}

/** Category: a select of the published categories. */
export function CategoryField({ categories, noneLabel, value, ...props }: CategoryFieldProps) {
  return (
    <TextField
      select
      label="Category"
      {...props}
      // A category the chair has since removed is chosen again from the list.
      value={categories.some((category) => category.id === value) ? value : ''}
    >
      {noneLabel === undefined ? null : <MenuItem value="">{noneLabel}</MenuItem>}
      {categories.map((category) => (
        <MenuItem key={category.id} value={category.id}>
          {category.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface GstinCheck {
  error: string | undefined;
  /** Shows the GSTIN's own problem from now on: once the field is left, or the form was sent. */
  check: () => void;
}

/** The GSTIN's error: the form's, else its own problem once checked or once all 15 characters are typed. */
export function useGstinCheck(values: BillingPlace, formError: string | undefined): GstinCheck {
  const [checked, setChecked] = useState(false);
  const error = formError ?? (checked || values.gstin.trim().length >= 15 ? gstinFieldProblem(values) : null) ?? undefined;
  return { error, check: () => setChecked(true) };
}

interface BillingPlaceFieldsProps<Values extends BillingPlace> {
  values: Values;
  errors: { country?: string; state?: string };
  gstin: GstinCheck;
  required: boolean;
  disabled: boolean;
  /** Whether the fees have a US dollar column, which an address abroad pays in. */
  usd: boolean;
  /** The form's setter: a new country also resets the state (withCountry). */
  setValues: (update: (current: Values) => Values) => void;
  clearError: (name: 'country' | 'state') => void;
  onChange: (name: 'state' | 'gstin', value: string) => void;
}

/** Country, then State (from the list in India, "State or region" abroad), then the GSTIN for an address in India. */
export function BillingPlaceFields<Values extends BillingPlace>(props: BillingPlaceFieldsProps<Values>) {
  const { values, errors, gstin, required, disabled, usd, setValues, clearError, onChange } = props;
  const india = isIndia(values.country);
  const changeCountry = (country: string) => {
    setValues((current) => withCountry(current, country));
    clearError('country');
    clearError('state');
  };
  // The state is chosen from the list in India and typed abroad; the field is the same value either way.
  const stateField = { name: 'state', required, disabled, value: values.state, onChange: (event: { target: { value: string } }) => onChange('state', event.target.value) };
  return (
    <>
      <TextField
        label="Country"
        name="country"
        required={required}
        disabled={disabled}
        autoComplete="country-name"
        value={values.country}
        onChange={(event) => changeCountry(event.target.value)}
        {...errorProps(errors.country, usd ? 'Participants from abroad pay in US dollars.' : undefined)}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      {india ? (
        <TextField select label="State" {...stateField} {...errorProps(errors.state, 'The state of your address.')}>
          {indianStates.map((state) => (
            <MenuItem key={state} value={state}>
              {state}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField label="State or region" {...stateField} autoComplete="address-level1" {...errorProps(errors.state)} slotProps={{ htmlInput: { maxLength: 60 } }} />
      )}
      {india ? (
        <TextField
          label="GSTIN (optional)"
          name="gstin"
          disabled={disabled}
          value={values.gstin}
          onChange={(event) => onChange('gstin', event.target.value)}
          onBlur={gstin.check}
          {...errorProps(gstin.error, "For a tax invoice in your organisation's name; it must be registered in the state above.")}
          // Shown in capitals as typed; sent in capitals.
          slotProps={{ htmlInput: { maxLength: 20, spellCheck: false, autoCapitalize: 'characters', autoComplete: 'off', style: { textTransform: 'uppercase' } } }}
        />
      ) : null}
    </>
  );
}

interface HostelNightsFieldProps extends FieldProps {
  required: boolean;
  disabled: boolean;
}

/** Hostel nights, a whole number from 0 to 10; the rooms are not part of the fee. */
export function HostelNightsField({ helperText, ...props }: HostelNightsFieldProps) {
  return (
    <NumberField
      label="Hostel nights"
      {...hostelNightsBounds}
      {...props}
      helperText={helperText ?? `From ${hostelNightsBounds.min} to ${hostelNightsBounds.max}. Hostel rooms are paid on arrival, not with the fee.`}
    />
  );
}
