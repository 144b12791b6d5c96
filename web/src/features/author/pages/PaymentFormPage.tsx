// The payment form with an editable Paper ID (/payment-form): the author types the ID and the form
// loads that paper's payment when they leave the field.
import { usePageTitle } from '../../../lib/usePageTitle';
import { PageCard } from '../components/PageCard';
import { PaymentForm } from '../components/PaymentForm';

export default function PaymentFormPage() {
  usePageTitle('Payment');
  return (
    <PageCard title="Payment Details">
      <PaymentForm />
    </PageCard>
  );
}
