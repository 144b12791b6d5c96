
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
