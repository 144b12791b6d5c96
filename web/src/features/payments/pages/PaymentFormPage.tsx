// The payment form with an editable Paper ID (/payment-form): the author types the ID and the form
// loads that paper's payment when they leave the field. The server takes it for an accepted paper, until
// the registration deadline.
import { usePageTitle } from '../../../lib/usePageTitle';
import { FormCard } from '../../../components/layout/FormCard';
import { PaymentForm } from '../components/PaymentForm';

export default function PaymentFormPage() {
  usePageTitle('Payment');
  return (
    <FormCard title="Payment Details" maxWidth={560}>
      <PaymentForm />
    </FormCard>
  );
}
