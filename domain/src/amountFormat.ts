// Amounts and counts as people read them. Kept apart from the fee table's schema (fees.ts), so the public
// registration page shows the fees without loading zod, as calendarFormat.ts does for dates.

export type Currency = 'INR' | 'USD';

/** An amount as a person reads it: "₹5,900.00", "$150.00". */
export function formatAmount(minor: number, currency: Currency): string {
  const major = minor / 100;
  return currency === 'INR'
    ? `₹${major.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
    : `$${major.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const currencySign = /^(?:₹|\$|rs\.?|inr|usd|us\$)\s*/i;
/** Digits grouped by commas as India writes them (1,00,000) or as the US does (100,000), or ungrouped. */
const wholePart = /^(?:\d+|\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)$/;

/**
 * An amount as a person types it, in rupees or dollars ("4130", "4,130.50", "₹ 1,00,000"), in the
 * smallest unit (paise or cents) as an integer; null when it is not an amount (a third decimal, a
 * misplaced comma, a sign, letters).
 */
export function parseAmountInput(text: string): number | null {
  const [whole = '', fraction, ...rest] = text.trim().replace(currencySign, '').split('.');
  if (rest.length > 0 || !wholePart.test(whole) || (fraction !== undefined && !/^\d{1,2}$/.test(fraction))) return null;
  const minor = Number(whole.replace(/,/g, '')) * 100 + Number((fraction ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** A count as a person reads it, in whole units with thousands separated: "6,004". */
export function formatCount(value: number): string {
  return value.toLocaleString('en');
}
