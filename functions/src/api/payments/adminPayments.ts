// GET /api/admin/payments: the treasurer's list, a page at a time, newest first, by state and searched
// by name, email, paper or reference, with the total that matches.
import { Messages, paymentPageSize, paymentSearchToken, type PaymentDoc } from '@confsys/domain';
import type { Query } from 'firebase-admin/firestore';
import { documents, readPage } from '../../lib/documents';
import { handles } from '../../lib/http';
import { paymentRef, paymentView } from '../../lib/paymentStore';

export const adminPayments = handles('adminPayments', async ({ query }) => {
  let matching: Query<PaymentDoc> = documents.payments;
  if (query.state) matching = matching.where('state', '==', query.state);
  const token = paymentSearchToken(query.q ?? '');
  if (token !== null) matching = matching.where('searchTokens', 'array-contains', token);
  const ordered = matching.orderBy('recordedAt', 'desc');
  const [page, total] = await Promise.all([
    readPage(ordered, paymentPageSize, query.page ? paymentRef(query.page) : null, Messages.paymentCursorUnknown),
    matching.count().get(),
  ]);
  return { payments: page.docs.map((doc) => paymentView(doc.id, doc.data())), next: page.next, total: total.data().count };
});
