// The Settings screen's Registration fees form: the categories with their amounts as typed (rupees and
// paise, "5,000.00"; dollars and cents for the optional USD column), the tax settings, the meeting link,
// the signatory with the signature image, and whether publication waits for a registered author; what
// it sends is the fee table the API takes, amounts in paise and cents, checked by the schema the server
// checks it with. Its errors are keyed as the server's: "categories.0.label",
// "usd.1.online.late", "gstin", except the signatory's, keyed by the form's fields.
import { checkRequest, FeeTableSchema, formatAmount, gstinProblem, Messages, type Currency, type FeeTable, type FieldErrors, withFollowingId } from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';
import type { FormFailure } from '../../../lib/failures';

export const amountKeys = ['inPersonEarly', 'inPersonLate', 'onlineEarly', 'onlineLate'] as const;
export type AmountKey = (typeof amountKeys)[number];
export type AmountTexts = Record<AmountKey, string>;

/** Each amount's place in a category of the table (and in the server's error keys). */
const amountPlaces: Record<AmountKey, { attendance: 'inPerson' | 'online'; rate: 'early' | 'late' }> = {
  inPersonEarly: { attendance: 'inPerson', rate: 'early' },
  inPersonLate: { attendance: 'inPerson', rate: 'late' },
  onlineEarly: { attendance: 'online', rate: 'early' },
  onlineLate: { attendance: 'online', rate: 'late' },
};

export const amountLabels: Record<AmountKey, string> = {
  inPersonEarly: 'In person, early',
  inPersonLate: 'In person, late',
  onlineEarly: 'Online, early',
  onlineLate: 'Online, late',
};

/** One category as the form holds it: its amounts as typed, in rupees and in dollars. */
export interface FeeCategoryValues {
  /** The row's React key; stays while its label and ID change. */
  key: string;
  id: string;
  /** A new category's ID follows its label until the admin types one. */
  idFollowsLabel: boolean;
  label: string;
  inr: AmountTexts;
  usd: AmountTexts;
}

export interface FeeTableValues {
  categories: FeeCategoryValues[];
  /** Whether participants from abroad pay in USD (the usd amounts are sent only then). */
  chargeUsd: boolean;
  gstin: string;
  sac: string;
  gstRatePercent: string;
  meetingLink: string;
  signatoryName: string;
  signatoryDesignation: string;
  /** The signature as a PNG or JPEG data URL, or null. */
  signatureImage: string | null;
  requireRegisteredAuthor: boolean;
}

/** The table's limits, those of FeeTableSchema. */
export const categoryLimits = { min: 1, max: 20 } as const;
export const maxAmount = 1_000_000_000;

const emptyAmounts: AmountTexts = { inPersonEarly: '', inPersonLate: '', onlineEarly: '', onlineLate: '' };

/** The error key of an amount: "categories.0.inPerson.early", "usd.0.online.late". */
export function amountErrorKey(currency: Currency, index: number, key: AmountKey): string {
  const place = amountPlaces[key];
  return `${currency === 'INR' ? 'categories' : 'usd'}.${index}.${place.attendance}.${place.rate}`;
}

/** An amount in the smallest unit as the form shows it: 500000 paise as "5,000.00", 15050 cents as "150.50". */
export function amountText(minor: number, currency: Currency): string {
  // formatAmount's first character is the currency's symbol.
  return formatAmount(minor, currency).slice(1);
}

/**
 * An amount as typed, in the smallest unit: "5,000.00", "5000", "₹ 5,000.5" in rupees give 500000 and
 * 500050 paise; null for anything else (a third decimal, a sign, letters). Read as text, not as a
 * float, so 0.29 gives 29, never 28.999.
 */
export function parseAmount(typed: string): number | null {
  const bare = typed
    .trim()
    .replace(/^(₹|\$|rs\.?|inr|usd)\s*/i, '')
    .replace(/[,\s]/g, '');
  const match = /^(\d{1,12})(?:\.(\d{0,2}))?$/.exec(bare);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** An amount as typed, tidied once the admin leaves the field ("5000" becomes "5,000.00"); left as typed when it is no amount. */
export function tidyAmount(typed: string, currency: Currency): string {
  const minor = parseAmount(typed);
  return minor === null ? typed : amountText(minor, currency);
}

/** A category ID from its label: "Student (IEEE member)" gives "student-ieee-member", made unique among `taken`. */
export function categoryIdFrom(label: string, taken: readonly string[]): string {
  const base = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/, '');
  if (base === '' || !taken.includes(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base.slice(0, 29 - String(suffix).length)}-${suffix}`;
    if (!taken.includes(candidate)) return candidate;
  }
}

function amountTextsOf(category: FeeTable['categories'][number] | undefined, currency: Currency): AmountTexts {
  if (!category) return { ...emptyAmounts };
  const texts = { ...emptyAmounts };
  for (const key of amountKeys) texts[key] = amountText(category[amountPlaces[key].attendance][amountPlaces[key].rate], currency);
  return texts;
}

/** The form's values from the stored table (or the defaults the API gives before one is saved). */
export function feeTableValues(table: FeeTable): FeeTableValues {
  return {
    categories: table.categories.map((category, index) => ({
      key: `saved-${index}`,
      id: category.id,
      idFollowsLabel: false,
      label: category.label,
      inr: amountTextsOf(category, 'INR'),
      usd: amountTextsOf(table.usd?.find((usd) => usd.id === category.id), 'USD'),
    })),
    chargeUsd: Boolean(table.usd),
    gstin: table.gstin,
    sac: table.sac,
    gstRatePercent: String(table.gstRatePercent),
    meetingLink: table.meetingLink,
    signatoryName: table.signatory.name,
    signatoryDesignation: table.signatory.designation,
    signatureImage: table.signatory.image ?? null,
    // On unless the chair turned it off.
    requireRegisteredAuthor: table.requireRegisteredAuthor !== false,
  };
}

/** A new, empty category; its ID will follow its label. */
export function newCategory(key: string): FeeCategoryValues {
  return { key, id: '', idFollowsLabel: true, label: '', inr: { ...emptyAmounts }, usd: { ...emptyAmounts } };
}

/** The category with a new label, and, while its ID follows the label, the ID made from it. */
export function withLabel(categories: readonly FeeCategoryValues[], index: number, label: string): FeeCategoryValues[] {
  return withFollowingId(categories, index, { label }, (category) => category.idFollowsLabel, (taken) => categoryIdFrom(label, taken));
}

/** The GSTIN as the server reads it (trimmed, upper case), and why it is none; empty is allowed (no GST). */
export function gstinFieldProblem(typed: string): string | null {
  const gstin = typed.trim().toUpperCase();
  return gstin === '' ? null : gstinProblem(gstin);
}

export const gstinHint = 'Optional. Without a GSTIN no GST is charged, and the documents are receipts, not tax invoices.';

const unitName: Record<Currency, string> = { INR: 'rupees, such as 5,000.00', USD: 'dollars, such as 150.00' };
const amountTyped = (currency: Currency) => `Enter an amount in ${unitName[currency]}.`;
const amountRange = (currency: Currency) => `Enter an amount from ${formatAmount(0, currency)} to ${formatAmount(maxAmount, currency)}.`;
const duplicateId = 'Another category has this ID.';

/** The form's key of a server's error key (the signatory's fields are flat on the form). */
function formKey(serverKey: string): string {
  if (serverKey === 'signatory.name') return 'signatoryName';
  if (serverKey === 'signatory.designation') return 'signatoryDesignation';
  if (serverKey === 'signatory.image') return 'signatureImage';
  return serverKey;
}

const isAmountKey = (key: string) => /^(categories|usd)\.\d+\.(inPerson|online)\.(early|late)$/.test(key);

/** What the form sends, or its errors: each amount read from its text, then the whole table checked as the server checks it. */
export function feeTableInput(values: FeeTableValues): { input: FeeTable; errors?: undefined } | { input?: undefined; errors: FieldErrors<string> } {
  const errors: Record<string, string> = {};
  const amountsOf = (texts: AmountTexts, currency: Currency, index: number) => {
    const read = (key: AmountKey) => {
      const minor = parseAmount(texts[key]);
      if (minor === null) errors[amountErrorKey(currency, index, key)] = amountTyped(currency);
      return minor ?? 0;
    };
    return { inPerson: { early: read('inPersonEarly'), late: read('inPersonLate') }, online: { early: read('onlineEarly'), late: read('onlineLate') } };
  };
  const categories = values.categories.map((category, index) => ({ id: category.id.trim(), label: category.label, ...amountsOf(category.inr, 'INR', index) }));
  const usd = values.chargeUsd ? values.categories.map((category, index) => ({ id: category.id.trim(), label: category.label, ...amountsOf(category.usd, 'USD', index) })) : null;
  const rate = values.gstRatePercent.trim();
  const table: FeeTable = {
    categories,
    usd,
    gstin: values.gstin.trim().toUpperCase(),
    sac: values.sac.trim(),
    gstRatePercent: rate === '' ? Number.NaN : Number(rate),
    meetingLink: values.meetingLink.trim(),
    signatory: { name: values.signatoryName.trim(), designation: values.signatoryDesignation.trim(), ...(values.signatureImage ? { image: values.signatureImage } : {}) },
    requireRegisteredAuthor: values.requireRegisteredAuthor,
  };
  const checked = checkRequest(FeeTableSchema, table);
  for (const [key, message] of Object.entries(checked.errors ?? {})) {
    if (key in errors) continue;
    errors[formKey(key)] = isAmountKey(key) ? amountRange(key.startsWith('usd') ? 'USD' : 'INR') : message;
  }
  categories.forEach((category, index) => {
    if (category.id !== '' && categories.findIndex((other) => other.id === category.id) < index) errors[`categories.${index}.id`] ??= duplicateId;
  });
  if (Object.keys(errors).length > 0 || !checked.data) return { errors };
  return { input: checked.data };
}

/** The errors under one category's fields, after it or one before it is removed: the indexes move, so they go. */
export function withoutCategoryErrors(errors: FieldErrors<string>): FieldErrors<string> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !/^(categories|usd)\./.test(key)));
}

/** A refused save: the server's message, and each of its errors under the field it names. */
export function feeTableFailure(error: unknown): FormFailure<string> {
  if (!(error instanceof ApiRequestError)) return { message: Messages.genericTryLater, fieldErrors: {} };
  const fieldErrors: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.errors)) if (typeof message === 'string' && message !== '') fieldErrors[formKey(key)] = message;
  return { message: error.message, fieldErrors };
}
