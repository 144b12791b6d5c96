// Registration fees and the participant's registration: the fee table the chair sets (amounts in the
// smallest unit: paise for INR, cents for USD), the tax it carries (GST, when the university has a
// GSTIN), the GSTIN's own check, and the amount due, which only the server computes, from the table.
import { z } from 'zod/mini';
import type { Currency } from '../amountFormat';
import { gstStates, type GstStateCode } from '../gstStates';
import { nightsMessage } from '../validation';

export * from '../amountFormat';

const base36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first 14 characters (GSTN's mod-36 scheme, weights 1 and 2 alternating). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = base36.indexOf(first14[index] ?? '') * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return base36[(36 - (sum % 36)) % 36] ?? '';
}

/**
 * Why a GSTIN is not one (its shape, its state code, its check character), or null. Upper case, 15
 * characters: state code, the holder's PAN, the entity number, "Z", the check character.
 */
export function gstinProblem(value: string): string | null {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value)) return 'A GSTIN has 15 characters: the state code, the PAN, the entity number, Z and a check character (e.g. 33AAAAA0000A1Z9).';
  if (!(value.slice(0, 2) in gstStates)) return `A GSTIN starts with a state code; ${value.slice(0, 2)} is none.`;
  if (gstinCheckCharacter(value.slice(0, 14)) !== value[14]) return 'This GSTIN fails its check character: a character is mistyped.';
  return null;
}

/** The state a GSTIN is registered in. */
export function gstinState(gstin: string): string | null {
  return gstStates[gstin.slice(0, 2) as GstStateCode] ?? null;
}

export const attendanceModes = ['in-person', 'online'] as const;
export type Attendance = (typeof attendanceModes)[number];
export const attendanceLabels: Record<Attendance, string> = { 'in-person': 'In person', online: 'Online' };

const amountMessage = 'Amounts are whole numbers in the smallest unit (paise or cents), from 0 to 10,00,00,000.';
const amount = z.int({ error: amountMessage }).check(z.gte(0, { error: amountMessage }), z.lte(1_000_000_000, { error: amountMessage }));
const ratePair = z.object({ early: amount, late: amount });

const categoryIdMessage = 'A category ID is 1 to 30 lower-case letters, digits and hyphens.';
export const FeeCategorySchema = z.object({
  id: z.string({ error: categoryIdMessage }).check(z.regex(/^[a-z0-9][a-z0-9-]{0,29}$/, { error: categoryIdMessage })),
  label: z.pipe(z.string({ error: 'Each category needs a label.' }), z.transform((value: string) => value.trim())).check(
    z.minLength(1, { error: 'Each category needs a label.' }),
    z.maxLength(60, { error: "A category's label may be at most 60 characters." }),
  ),
  inPerson: ratePair,
  online: ratePair,
});
export type FeeCategory = z.infer<typeof FeeCategorySchema>;

const categoriesMessage = 'The fee table has 1 to 20 categories, each ID once.';
const categories = z.array(FeeCategorySchema, { error: categoriesMessage }).check(
  z.minLength(1, { error: categoriesMessage }),
  z.maxLength(20, { error: categoriesMessage }),
  z.refine((list) => new Set(list.map((category) => category.id)).size === list.length, { error: categoriesMessage }),
);

const gstin = z.pipe(z.pipe(z.string({ error: 'The GSTIN must be text.' }), z.transform((value: string) => value.trim().toUpperCase())), z.string().check(
  z.superRefine((value: string, context) => {
    const problem = value === '' ? null : gstinProblem(value);
    if (problem) context.issues.push({ code: 'custom', message: problem, input: value });
  }),
));

const signatureMessage = 'The signature image is a PNG or JPEG of at most 150 KB.';
const maxSignatureChars = 200_000;

/** Whether a value is a PNG or JPEG data URL whose bytes start as the type says, within the size limit. */
export function isSignatureImage(value: string): boolean {
  const match = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (!match || value.length > maxSignatureChars) return false;
  const head = atob(match[2]!.slice(0, 12));
  return match[1] === 'png' ? head.startsWith('\x89PNG') : head.startsWith('\xFF\xD8\xFF');
}

/** Whether accepted papers need a verified registration before publication: once the chair sets up the fees, on unless they turn it off. */
export const requiresRegisteredAuthor = (table: Pick<FeeTable, 'requireRegisteredAuthor'> | null | undefined) => table !== null && table !== undefined && table.requireRegisteredAuthor !== false;

const sacMessage = 'The SAC code is six digits (998596: events and conventions).';
const rateMessage = 'The GST rate is a percentage from 0 to 28.';
const linkMessage = 'The meeting link must be an https address, or empty.';

/** PUT /api/admin/fees and config/fees: the fee table, its tax, and what verified participants receive. */
export const FeeTableSchema = z
  .object({
    categories,
    /** The same categories in US cents, for participants from abroad (optional). */
    usd: z.optional(z.nullable(categories)),
    /** The university's GSTIN; empty: no GST is charged and the documents are receipts, not tax invoices. */
    gstin,
    sac: z.string({ error: sacMessage }).check(z.regex(/^\d{6}$/, { error: sacMessage })),
    gstRatePercent: z.number({ error: rateMessage }).check(z.gte(0, { error: rateMessage }), z.lte(28, { error: rateMessage })),
    meetingLink: z.string({ error: linkMessage }).check(z.refine((value) => value === '' || /^https:\/\/[^\s]+$/.test(value), { error: linkMessage }), z.maxLength(500, { error: linkMessage })),
    /** The authorised signatory of the tax invoices. */
    signatory: z.object({
      name: z.string().check(z.maxLength(100, { error: "The signatory's name may be at most 100 characters." })),
      designation: z.string().check(z.maxLength(100, { error: "The signatory's designation may be at most 100 characters." })),
      /** The signature as a PNG or JPEG data URL (at most 150 KB), printed above the name on every invoice. */
      image: z.optional(z.nullable(z.string({ error: signatureMessage }).check(z.refine(isSignatureImage, { error: signatureMessage })))),
    }),
    /** Whether an accepted paper needs an author with a verified registration before it is published (on by default). */
    requireRegisteredAuthor: z.optional(z.boolean({ error: 'requireRegisteredAuthor is true or false.' })),
  })
  .check(
    z.superRefine((value, context) => {
      if (!value.usd) return;
      const ids = value.categories.map((category) => category.id).join('\n');
      if (value.usd.map((category) => category.id).join('\n') !== ids) {
        context.issues.push({ code: 'custom', message: 'The USD column lists the same categories, in the same order.', path: ['usd'], input: value });
      }
    }),
  );
export type FeeTable = z.output<typeof FeeTableSchema>;

/** What a new conference's table starts from in the Settings form (INR, paise). */
export const defaultFeeTable: FeeTable = {
  categories: [
    { id: 'student', label: 'Student', inPerson: { early: 300_000, late: 400_000 }, online: { early: 200_000, late: 250_000 } },
    { id: 'faculty', label: 'Faculty', inPerson: { early: 500_000, late: 600_000 }, online: { early: 350_000, late: 400_000 } },
    { id: 'industry', label: 'Industry', inPerson: { early: 800_000, late: 1_000_000 }, online: { early: 600_000, late: 700_000 } },
  ],
  usd: null,
  gstin: '',
  sac: '998596',
  gstRatePercent: 18,
  meetingLink: '',
  signatory: { name: '', designation: '', image: null },
  requireRegisteredAuthor: true,
};


/**
 * The amount due: the category's fee for the attendance at the rate of the day (early until the
 * calendar's early deadline), and GST on it when the university has a GSTIN. The place of supply of
 * admission to an event is where it is held, so every participant, from any state or country, pays
 * CGST and SGST of the venue's state, each half the rate. Amounts in the smallest unit, rounded per tax.
 */
export function amountDue(table: FeeTable, request: { category: string; attendance: Attendance; currency: Currency }, early: boolean) {
  const list = request.currency === 'USD' ? table.usd : table.categories;
  const category = list?.find((candidate) => candidate.id === request.category);
  if (!category) return null;
  const rates = request.attendance === 'online' ? category.online : category.inPerson;
  const taxable = early ? rates.early : rates.late;
  const half = table.gstin === '' ? 0 : Math.round((taxable * table.gstRatePercent) / 200);
  return { currency: request.currency, rate: early ? ('early' as const) : ('late' as const), taxable, cgst: half, sgst: half, total: taxable + 2 * half, category: category.label };
}
export type AmountDue = NonNullable<ReturnType<typeof amountDue>>;

const billingText = (label: string, max: number) =>
  z.pipe(z.string({ error: `${label} is required.` }), z.transform((value: string) => value.trim())).check(
    z.minLength(1, { error: `${label} is required.` }),
    z.maxLength(max, { error: `${label} may be at most ${max} characters.` }),
  );

const paperIdsMessage = 'paperIds lists at most 10 of your accepted papers, by ID.';

/** POST /api/participants/registration: the participant's category, attendance, papers and billing details. */
export const ParticipantRegistrationSchema = z.object({
  category: z.string({ error: 'Choose a category.' }).check(z.minLength(1, { error: 'Choose a category.' }), z.maxLength(30, { error: 'Choose a category.' })),
  attendance: z.enum(attendanceModes, { error: "attendance is 'in-person' or 'online'." }),
  paperIds: z.array(z.string({ error: paperIdsMessage }).check(z.maxLength(40, { error: paperIdsMessage })), { error: paperIdsMessage }).check(z.maxLength(10, { error: paperIdsMessage })),
  billing: z.object(
    {
      name: billingText('The billing name', 100),
      address: billingText('The billing address', 300),
      state: billingText('The state', 60),
      country: billingText('The country', 60),
      gstin: z.optional(gstin),
    },
    { error: 'billing holds the name, address, state, country and an optional GSTIN.' },
  ),
  hostelNights: z.optional(z.int({ error: nightsMessage }).check(z.gte(0, { error: nightsMessage }), z.lte(10, { error: nightsMessage }))),
});
export type ParticipantRegistration = z.output<typeof ParticipantRegistrationSchema>;



/** The registration the form's participant fields make (to be checked with ParticipantRegistrationSchema), or null without a category. */
export function conferenceParticipant(
  fields: { category?: string; attendance?: string; billingState?: string; billingCountry?: string; billingGstin?: string; hostelNights?: string },
  person: { name: string; address: string },
): Record<string, unknown> | null {
  if (!fields.category) return null;
  return {
    category: fields.category,
    attendance: fields.attendance ?? '',
    paperIds: [],
    billing: { name: person.name, address: person.address, state: fields.billingState ?? '', country: fields.billingCountry ?? '', ...(fields.billingGstin ? { gstin: fields.billingGstin } : {}) },
    ...(fields.hostelNights ? { hostelNights: Number(fields.hostelNights) } : {}),
  };
}

export const AmountDueSchema = z.object({
  currency: z.enum(['INR', 'USD']),
  rate: z.enum(['early', 'late']),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  total: z.number(),
  category: z.string(),
});

/** participants/{uid}: a signed-in participant's registration, with the amount the server computed. Read through the API only. */
export const ParticipantDocSchema = z.object({
  uid: z.string(),
  email: z.string(),
  category: z.string(),
  attendance: z.enum(attendanceModes),
  paperIds: z.array(z.string()),
  billing: z.object({ name: z.string(), address: z.string(), state: z.string(), country: z.string(), gstin: z.nullable(z.string()) }),
  hostelNights: z.number(),
  amount: AmountDueSchema,
  /** When the participant first registered: the rate (early or late) is the one of that day. */
  registeredAt: z.string(),
  updatedAt: z.string(),
  /** When the treasurer verified the first payment: the registration is confirmed and no longer changes. */
  confirmedAt: z.optional(z.nullable(z.string())),
  /**
   * The payment that holds the registration (recorded, awaiting verification, or verified), null when
   * none does. Recording, verifying and rejecting a payment read and write it by ID, so a payer never
   * queries the payments (a query in a transaction contends with every verification of another's).
   * Absent on registrations stored before it: the migration openPaymentsOnRegistrations fills it in.
   */
  openPayment: z.optional(z.nullable(z.object({ id: z.string(), state: z.enum(['recorded', 'verified']) }))),
  /** When the chair marked the participant as attended (absent or null: not marked); attendees' certificates need it. */
  attendedAt: z.optional(z.nullable(z.string())),
});
export type ParticipantDoc = z.infer<typeof ParticipantDocSchema>;
export type OpenPayment = NonNullable<ParticipantDoc['openPayment']>;

/** Whether a country is India (the fees in INR; elsewhere in USD when the table has that column). */
export const isIndia = (country: string) => /^(india|bharat|in)$/i.test(country.trim());

/** GET /api/public/fees: the table as the registration page shows it (no meeting link, no signatory), or null until the chair sets it. */
export const PublicFeesAnswer = z.object({
  fees: z.nullable(
    z.object({
      categories: z.array(FeeCategorySchema),
      usd: z.nullable(z.array(FeeCategorySchema)),
      /** GST on top of the fees (0 when the university charges none). */
      gstRatePercent: z.number(),
      /** Whether an accepted paper waits for an author's verified registration before it is published. */
      requireRegisteredAuthor: z.boolean(),
    }),
  ),
  /** The early fees apply until then (null: the late fees apply). */
  earlyUntil: z.nullable(z.string()),
  registrationDeadline: z.nullable(z.string()),
  timeZone: z.string(),
});
export type PublicFees = z.infer<typeof PublicFeesAnswer>;

/** GET /api/admin/fees: the stored table, or the defaults to start from (saved: false). */
export const AdminFeesAnswer = z.extend(FeeTableSchema, { saved: z.boolean() });

/** POST /api/participants/registration: the amount due and its parts, computed by the server. */
export const ParticipantRegistrationAnswer = z.object({ message: z.string(), amountDue: z.number(), currency: z.enum(['INR', 'USD']), breakdown: AmountDueSchema });
