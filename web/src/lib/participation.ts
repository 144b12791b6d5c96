// A participant's choices as both registration forms take them (the public conference registration and
// the author dashboard's): the states of India, the country's effect on the state, the checks of the
// state and the GSTIN that the server makes, the hostel nights' bounds, the categories and currency of
// an address, the estimate of the amount from the published fees, and when registration has closed.
// The amount due is the server's: the estimate is only labelled as one.
import {
  amountDue,
  formatAmount,
  formatDeadlineIn,
  gstinProblem,
  gstinState,
  gstStates,
  isIndia,
  Messages,
  type AmountDue,
  type Attendance,
  type Currency,
  type PublicFees,
} from '@confsys/domain';

export type PublishedFees = NonNullable<PublicFees['fees']>;

/** Where a participant's address is: its country, a state of India (from the list) or a region abroad, and a GSTIN in India. */
export interface BillingPlace {
  country: string;
  state: string;
  gstin: string;
}

/** The states and union territories of India, in alphabetical order, for the State list. */
export const indianStates: readonly string[] = Object.values(gstStates).sort((a, b) => a.localeCompare(b));

export const hostelNightsBounds = { min: 0, max: 10 } as const;

/** The values with another country; the state is cleared when it moves between India and abroad (a list there, free text here). */
export function withCountry<Values extends Pick<BillingPlace, 'country' | 'state'>>(values: Values, country: string): Values {
  return { ...values, country, state: isIndia(country) === isIndia(values.country) ? values.state : '' };
}

/** The state of India the list names, matched as the server matches it (any case, trimmed). */
function listedState(state: string): string | undefined {
  return indianStates.find((name) => name.toLowerCase() === state.trim().toLowerCase());
}

/** Why the state cannot be used, as the server would say: in India, one not on the list. A missing state is the schema's to name. */
export function stateFieldProblem(values: Pick<BillingPlace, 'country' | 'state'>): string | null {
  return isIndia(values.country) && values.state.trim() !== '' && !listedState(values.state) ? Messages.unknownState : null;
}

/** Why the GSTIN cannot be used, as the server would say: its shape or check character, or another state than the address's. */
export function gstinFieldProblem(values: BillingPlace): string | null {
  const gstin = values.gstin.trim().toUpperCase();
  if (gstin === '' || !isIndia(values.country)) return null;
  const problem = gstinProblem(gstin);
  if (problem) return problem;
  const registered = gstinState(gstin);
  const state = listedState(values.state);
  return state && registered !== state ? Messages.gstinOtherState(registered ?? 'India', state) : null;
}

/** The GSTIN as it is sent: trimmed, in capitals, and only for an address in India, where it is registered; empty for none. */
export function gstinToSend(values: BillingPlace): string {
  return isIndia(values.country) ? values.gstin.trim().toUpperCase() : '';
}

/** The currency a participant pays in: dollars for an address abroad when the chair set them, else rupees. */
export function currencyFor(fees: PublishedFees, country: string): Currency {
  return !isIndia(country) && fees.usd ? 'USD' : 'INR';
}

/** The categories to choose from (the same in both currencies). */
export function categoriesFor(fees: PublishedFees, country: string): PublishedFees['categories'] {
  return (currencyFor(fees, country) === 'USD' ? fees.usd : null) ?? fees.categories;
}

/** Whether the early fees apply to a registration made (first) at `at`, as the server judges it. */
export function isEarly(earlyUntil: string | null, at: number): boolean {
  return earlyUntil !== null && at <= Date.parse(earlyUntil);
}

/**
 * The amount the form's choices would come to, from the published fees and by the server's own rule
 * (the rate of the day of the first registration). Only an estimate: the server computes the amount due.
 */
export function estimateOf(
  answer: PublicFees & { fees: PublishedFees },
  values: { category: string; attendance: Attendance; country: string },
  firstRegisteredAt: string | null,
  now: number,
): AmountDue | null {
  const { fees } = answer;
  // The public answer gives a rate of 0 when no GST is charged; amountDue charges GST only with a GSTIN.
  const table = { categories: fees.categories, usd: fees.usd, gstin: fees.gstRatePercent > 0 ? 'charged' : '', gstRatePercent: fees.gstRatePercent, sac: '', meetingLink: '', signatory: { name: '', designation: '' } };
  const at = firstRegisteredAt ? Date.parse(firstRegisteredAt) : now;
  return amountDue(table, { category: values.category, attendance: values.attendance, currency: currencyFor(fees, values.country) }, isEarly(answer.earlyUntil, at));
}

export const rateLabels: Record<AmountDue['rate'], string> = { early: 'early rate', late: 'late rate' };

/** An estimated amount with its tax and rate: "₹5,900.00 (₹5,000.00 plus GST ₹900.00), early rate". */
export function amountWithTaxText(amount: AmountDue): string {
  const tax = amount.cgst + amount.sgst;
  const parts = tax > 0 ? ` (${formatAmount(amount.taxable, amount.currency)} plus GST ${formatAmount(tax, amount.currency)})` : '';
  return `${formatAmount(amount.total, amount.currency)}${parts}, ${rateLabels[amount.rate]}`;
}

/** "Registration closed on ..." once the registration deadline has passed; null while it is open. */
export function registrationClosedText(answer: Pick<PublicFees, 'registrationDeadline' | 'timeZone'>, now: number): string | null {
  const deadline = answer.registrationDeadline;
  return deadline && now > Date.parse(deadline) ? Messages.registrationClosed(formatDeadlineIn(deadline, answer.timeZone)) : null;
}
