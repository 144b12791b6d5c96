// One category of the Registration fees form: its label and ID, its four fees in rupees and, when the
// USD column is on, in dollars, and its Remove button. A group named by the category's label.
import { Box, Button, InputAdornment, TextField, Typography } from '@mui/material';
import type { Currency, FieldErrors } from '@confsys/domain';
import { errorProps } from '../../../components/forms/useForm';
import { amountErrorKey, amountKeys, amountLabels, type AmountKey, type FeeCategoryValues } from '../utils/feeTableForm';

interface FeeCategoryFieldsProps {
  index: number;
  category: FeeCategoryValues;
  chargeUsd: boolean;
  errors: FieldErrors<string>;
  disabled: boolean;
  removable: boolean;
  /** A category just added: its label takes the focus. */
  autoFocus: boolean;
  onLabel: (label: string) => void;
  onId: (id: string) => void;
  onAmount: (currency: Currency, key: AmountKey, typed: string) => void;
  onAmountBlur: (currency: Currency, key: AmountKey) => void;
  onRemove: () => void;
}

const groupSx = { border: 1, borderColor: 'divider', borderRadius: 1, m: 0, minWidth: 0 } as const;
const fieldsGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } } as const;

export function FeeCategoryFields(props: FeeCategoryFieldsProps) {
  const { index, category, chargeUsd, errors, disabled, removable, autoFocus, onLabel, onId, onRemove } = props;
  const name = category.label.trim() || `category ${index + 1}`;
  return (
    <Box component="fieldset" sx={{ ...groupSx, p: { xs: 1.5, sm: 2 } }}>
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {category.label.trim() || `Category ${index + 1}`}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextField
          label="Label"
          name={`categories.${index}.label`}
          required
          value={category.label}
          onChange={(event) => onLabel(event.target.value)}
          disabled={disabled}
          autoFocus={autoFocus}
          {...errorProps(errors[`categories.${index}.label`], 'As participants read it, e.g. Student.')}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <TextField
          label="Category ID"
          name={`categories.${index}.id`}
          required
          value={category.id}
          onChange={(event) => onId(event.target.value)}
          disabled={disabled}
          {...errorProps(
            errors[`categories.${index}.id`],
            category.idFollowsLabel ? 'Made from the label: lower-case letters, digits and hyphens.' : 'Lower-case letters, digits and hyphens. Registrations refer to it.',
          )}
          slotProps={{ htmlInput: { maxLength: 30, spellCheck: false, autoCapitalize: 'none' } }}
        />
      </Box>
      <AmountGroup {...props} currency="INR" />
      {chargeUsd ? <AmountGroup {...props} currency="USD" /> : null}
      {removable ? (
        <Button variant="outlined" color="error" size="small" onClick={onRemove} disabled={disabled} sx={{ mt: 2 }}>
          Remove {name}
        </Button>
      ) : null}
    </Box>
  );
}

const currencyNames: Record<Currency, { legend: string; symbol: string }> = {
  INR: { legend: 'Fees in rupees (₹)', symbol: '₹' },
  USD: { legend: 'Fees in US dollars ($), for participants from abroad', symbol: '$' },
};

/** The category's four fees in one currency: in person and online, early and late. */
function AmountGroup({ index, category, errors, disabled, onAmount, onAmountBlur, currency }: FeeCategoryFieldsProps & { currency: Currency }) {
  const texts = currency === 'INR' ? category.inr : category.usd;
  const { legend, symbol } = currencyNames[currency];
  return (
    <Box component="fieldset" sx={{ ...groupSx, p: { xs: 1, sm: 1.5 }, mt: 2 }}>
      <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
        {legend}
      </Typography>
      <Box sx={fieldsGrid}>
        {amountKeys.map((key) => (
          <TextField
            key={key}
            label={amountLabels[key]}
            name={amountErrorKey(currency, index, key)}
            required
            value={texts[key]}
            onChange={(event) => onAmount(currency, key, event.target.value)}
            onBlur={() => onAmountBlur(currency, key)}
            disabled={disabled}
            {...errorProps(errors[amountErrorKey(currency, index, key)])}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> },
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
