// Above the Payments grid: the state filter (every payment, or those recorded, verified or rejected; one
// pressed at a time, like the Email screen's) and the search by name, email, paper ID or UTR. Both are
// the URL's values (utils/payments.ts).
import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { PaymentState } from '@confsys/domain';
import { paymentStateFilters, type PaymentsView } from '../utils/payments';
import { SearchField } from '../../../components/forms/SearchField';

const everyPayment = 'all';

interface PaymentsFiltersProps {
  view: PaymentsView;
  onState: (state: PaymentState | null) => void;
  onSearch: (search: string) => void;
}

export function PaymentsFilters({ view, onState, onSearch }: PaymentsFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' }, mb: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={view.state ?? everyPayment}
        // Pressing the pressed button again keeps it (one of them is always pressed).
        onChange={(_event, value: string | null) => value !== null && onState(paymentStateFilters.find((filter) => (filter.value ?? everyPayment) === value)?.value ?? null)}
        aria-label="Show payments"
        sx={{ flexWrap: 'wrap' }}
      >
        {paymentStateFilters.map((filter) => (
          <ToggleButton key={filter.label} value={filter.value ?? everyPayment}>
            {filter.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <SearchField value={view.search} onSearch={onSearch} label="Search payments" helperText="A name, an email, a paper ID or a UTR" />
    </Stack>
  );
}
