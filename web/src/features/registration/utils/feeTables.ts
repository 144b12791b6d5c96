// The registration process page's fee tables: one row per category, its four fees (in person and
// online, early and late) as people read them, and the lines about the early rate and GST below.
import { formatAmount, formatDeadlineIn, type Currency, type PublicFees } from '@confsys/domain';

type PublishedFees = NonNullable<PublicFees['fees']>;
type Category = PublishedFees['categories'][number];

/** The fee columns in the order shown, each reading its amount from a category. */
export const feeColumns: ReadonlyArray<{ label: string; amountOf: (category: Category) => number }> = [
  { label: 'In person (early)', amountOf: (category) => category.inPerson.early },
  { label: 'In person (late)', amountOf: (category) => category.inPerson.late },
  { label: 'Online (early)', amountOf: (category) => category.online.early },
  { label: 'Online (late)', amountOf: (category) => category.online.late },
];

export interface FeeTableView {
  caption: string;
  currency: Currency;
  rows: ReadonlyArray<{ id: string; label: string; amounts: readonly string[] }>;
}

function tableOf(caption: string, currency: Currency, categories: readonly Category[]): FeeTableView {
  return {
    caption,
    currency,
    rows: categories.map((category) => ({ id: category.id, label: category.label, amounts: feeColumns.map((column) => formatAmount(column.amountOf(category), currency)) })),
  };
}

/** The tables to show: the fees in rupees, and in dollars for participants from abroad when the chair set them. */
export function feeTablesOf(fees: PublishedFees): FeeTableView[] {
  if (!fees.usd) return [tableOf('Registration fees in Indian rupees (INR)', 'INR', fees.categories)];
  return [tableOf('Participants in India, in Indian rupees (INR)', 'INR', fees.categories), tableOf('Participants from abroad, in US dollars (USD)', 'USD', fees.usd)];
}

/** The early rate's line: until when it applies (in the conference's zone), or that the late fees apply now. */
function rateNote(earlyUntil: string | null, timeZone: string, now: number): string {
  if (!earlyUntil) return 'The late fees apply: no early registration period is set.';
  const deadline = formatDeadlineIn(earlyUntil, timeZone);
  return now > Date.parse(earlyUntil) ? `The late fees apply: the early fees ended on ${deadline}.` : `Early fees apply until ${deadline}.`;
}

/** The lines under the tables: the early rate's line at `now`, and the GST on top. */
export function feeNotes(answer: Pick<PublicFees, 'earlyUntil' | 'timeZone'> & { fees: Pick<PublishedFees, 'gstRatePercent'> }, now: number): string[] {
  const notes: string[] = [];
  notes.push(rateNote(answer.earlyUntil, answer.timeZone, now));
  if (answer.fees.gstRatePercent > 0) notes.push(`Plus GST at ${answer.fees.gstRatePercent}%.`);
  return notes;
}

/** Shown in place of the tables until the chair publishes the fees. */
export const feesAnnounced = 'Fees will be announced.';
export const feesLoadFailed = 'The fees could not be loaded. Reload the page to try again.';
