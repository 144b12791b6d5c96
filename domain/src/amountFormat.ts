// Amounts as people read them. Kept apart from the fee table's schema (fees.ts), so the public
// registration page shows the fees without loading zod, as calendarFormat.ts does for dates.

export type Currency = 'INR' | 'USD';

/** An amount as a person reads it: "₹5,900.00", "$150.00". */
export function formatAmount(minor: number, currency: Currency): string {
  const major = minor / 100;
  return currency === 'INR'
    ? `₹${major.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
    : `$${major.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
