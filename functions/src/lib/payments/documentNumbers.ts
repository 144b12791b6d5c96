// The document series' counters: meta/documentNumbers, one field per series and financial year
// ("invoice 25-26", "credit 25-26"). A number is taken in the same transaction as the document that
// carries it, so numbers never repeat and a failure leaves no gap.
import { db } from '../admin';

export const countersRef = () => db.collection('meta').doc('documentNumbers');
export const counterField = (series: 'invoice' | 'credit', financialYear: string) => `${series} ${financialYear}`;
