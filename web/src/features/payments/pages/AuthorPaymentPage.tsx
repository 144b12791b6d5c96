// Add or edit the payment of one paper (/author/payment/:paperId, the dashboard's Add/Edit Payment
// link, offered once the paper is accepted, until the registration deadline): the Paper ID comes from the
// address and is read-only.
import { useParams } from 'react-router';
import { usePageTitle } from '../../../lib/usePageTitle';
import { FormCard } from '../../../components/layout/FormCard';
import { PaymentForm } from '../components/PaymentForm';

export default function AuthorPaymentPage() {
  usePageTitle('Payment');
  const { paperId = '' } = useParams();
  return (
    <FormCard title="Payment Details" maxWidth={560}>
      <PaymentForm key={paperId} fixedPaperId={paperId} />
    </FormCard>
  );
}
