// GET /api/admin/payments.csv: every payment with its amounts and document number, for the accounts office.
import { csvLine, paymentsCsvHeader } from '@confsys/domain';
import { documents } from '../../lib/documents';
import { handles } from '../../lib/http';
import { sendFile } from '../../lib/sendFile';

const money = (minor: number) => (minor / 100).toFixed(2);

export const paymentsCsv = handles('paymentsCsv', async ({ res }) => {
  const payments = await documents.payments.orderBy('recordedAt', 'asc').get();
  const lines = [csvLine(paymentsCsvHeader)];
  for (const doc of payments.docs) {
    const payment = doc.data();
    lines.push(
      csvLine([
        doc.id,
        payment.state,
        payment.name,
        payment.email,
        payment.paperIds.join(' '),
        payment.reference,
        payment.date,
        payment.due.currency,
        money(payment.declared),
        money(payment.due.taxable),
        money(payment.due.cgst),
        money(payment.due.sgst),
        money(payment.due.total),
        payment.document?.number ?? '',
        payment.document?.issuedAt.slice(0, 10) ?? '',
        payment.document?.recipient.gstin ?? '',
        payment.reason ?? '',
      ]),
    );
  }
  sendFile(res, { bytes: Buffer.from(`${lines.join('\n')}\n`, 'utf8'), contentType: 'text/csv; charset=utf-8' }, 'payments.csv');
});
