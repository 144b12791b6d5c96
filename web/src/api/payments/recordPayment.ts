// POST /api/participants/payments: records the signed-in participant's payment of their registration
// (multipart): the amount paid in the smallest unit, the day, the UTR or transaction reference, and the
// receipt. 400 names the field it refuses; 403 once registration has closed; 409 before registering,
// while another payment is recorded or verified, or for a reference recorded already. The payments shown
// on the dashboard are read again before the call settles.
import { formData, type ApiAnswer } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/useApiMutation';
import { participantOptions } from '../registration/getParticipant';

export type PaymentRecorded = ApiAnswer<'recordPayment'>;

export interface PaymentRecord {
  /** In paise or cents. */
  amount: number;
  /** YYYY-MM-DD */
  date: string;
  reference: string;
  receipt: File;
}

export const useRecordPayment = () => useApiMutation('recordPayment', (payment: PaymentRecord) => ({ form: formData({ ...payment }) }), [participantOptions.queryKey]);
