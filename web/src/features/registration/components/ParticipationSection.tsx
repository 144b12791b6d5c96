// Your participation, on the conference registration form: optional, the participant's category (from
// the published fees, read as the registration process page reads them), attendance, billing country,
// state and GSTIN, and hostel nights, with an estimate of the amount. Until the fees are published, or
// once registration has closed, it says so and offers no category, so nothing of it is sent.
import { Box, Typography } from '@mui/material';
import { AttendanceField, BillingPlaceFields, CategoryField, HostelNightsField, useGstinCheck } from '../../../components/forms/ParticipationFields';
import type { Form } from '../../../components/forms/useForm';
import { categoriesFor, estimateOf, registrationClosedText } from '../../../lib/participation';
import { usePublicFees } from '../../../lib/publicFees';
import { useNow } from '../../../lib/useNow';
import {
  categoryClosed,
  feesLoadFailed,
  feesNotPublished,
  participationEstimateText,
  participationIntro,
  type RegistrationField,
  type RegistrationValues,
} from '../utils/registrationForm';

const gridSx = { display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 } as const;

interface ParticipationSectionProps {
  form: Form<RegistrationValues, RegistrationField>;
  disabled: boolean;
}

export function ParticipationSection({ form, disabled }: ParticipationSectionProps) {
  const state = usePublicFees();
  const now = useNow();
  let body;
  if (state.status === 'loading') {
    body = <Typography sx={{ mt: 1 }}>Loading the registration fees...</Typography>;
  } else if (state.status === 'error') {
    body = <Typography sx={{ mt: 1 }}>{feesLoadFailed}</Typography>;
  } else if (!state.answer.fees) {
    body = <Typography sx={{ mt: 1 }}>{feesNotPublished}</Typography>;
  } else {
    const closed = registrationClosedText(state.answer, now);
    body = closed ? (
      <Typography sx={{ mt: 1 }}>{`${closed} ${categoryClosed}`}</Typography>
    ) : (
      <ParticipationFields form={form} fees={{ ...state.answer, fees: state.answer.fees }} now={now} disabled={disabled} />
    );
  }
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        Your participation
      </Typography>
      {body}
    </Box>
  );
}

interface ParticipationFieldsProps extends ParticipationSectionProps {
  fees: Parameters<typeof estimateOf>[0];
  now: number;
}

/** The choices, required once a category is chosen, and the estimate of the amount they come to. */
function ParticipationFields({ form, fees, now, disabled }: ParticipationFieldsProps) {
  const { values, setValues, errors, change, clearError, field } = form;
  const gstin = useGstinCheck(values, errors.gstin);
  const chosen = values.category !== '';
  const estimate = estimateOf(fees, values, null, now);
  return (
    <>
      <Typography sx={{ mt: 1 }}>{participationIntro}</Typography>
      <Box sx={gridSx}>
        <CategoryField
          categories={categoriesFor(fees.fees, values.country)}
          noneLabel="Choose later"
          required={false}
          disabled={disabled}
          {...field('category', 'Your category sets your fee.')}
        />
      </Box>
      <AttendanceField required={chosen} disabled={disabled} {...form.choice('attendance')} />
      <Box sx={gridSx}>
        <BillingPlaceFields
          values={values}
          errors={errors}
          gstin={gstin}
          required={chosen}
          disabled={disabled}
          usd={Boolean(fees.fees.usd)}
          setValues={setValues}
            clearError={clearError}
          onChange={change}
        />
        <HostelNightsField required={false} disabled={disabled} {...field('hostelNights')} />
      </Box>
      <Typography id="participation-estimate" variant="body2" sx={{ mt: 2 }}>
        {estimate ? participationEstimateText(estimate) : 'Choose a category to see an estimate of the amount.'}
      </Typography>
    </>
  );
}
