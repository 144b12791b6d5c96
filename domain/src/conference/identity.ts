// The conference's identity as the chair edits it on Settings (config/conference, PUT /api/admin/conference):
// its name, the university and department, the overview, the call's topics and the highlights, the venue, the publication, the
// organising committee, how to pay and whom to write to. The public pages, the emails, the receipts and
// invoices, the volume and its exports read it from there; until the chair saves one, the edition's as
// built (`defaultIdentity`, builtIdentity.ts) applies, which the prerendered pages carry too.
import { z } from 'zod/mini';
import { isEmail, settingList as list, settingText as field } from '../validation';
import { Messages } from '../messages';
import { gstStates } from '../gstStates';
import { EditionSchema } from '../editions/edition';

/** Limits of the identity's lists, so one save stays one small document. */
export const identityLimits = {
  highlights: 8,
  committeeGroups: 12,
  peoplePerGroup: 40,
  /** The call for papers' topics, and each one's length. */
  topics: 40,
  topicLength: 100,
} as const;

const PersonSchema = z.object({
  name: field('A committee member\'s name', 200),
  designation: field('A committee member\'s designation', 300, { optional: true }),
});

const CommitteeGroupSchema = z.object({
  role: field('A committee role', 100),
  people: list(PersonSchema, 'Each committee role', 1, identityLimits.peoplePerGroup),
});

export const ConferenceIdentitySchema = z.object({
  /** The full name, as titles and the volume print it: "International Conference on ... 2025". */
  title: field('The conference name', 200),
  department: field('The department', 200),
  university: field('The university', 200),
  city: field('The city', 100),
  postalCode: field('The postal code', 20),
  /** The state, as the GST law names it: the invoices' place of supply is compared with it. */
  state: field('The state', 100).check(
    z.refine((value: string) => (Object.values(gstStates) as string[]).includes(value), { error: 'The state must be an Indian state or union territory as the GST law names it (e.g. Tamil Nadu).' }),
  ),
  country: field('The country', 100),
  /** How people attend: "Hybrid (physical and virtual)". */
  mode: field('The mode', 100),
  contactEmail: field('The contact email', 254).check(z.refine((value: string) => isEmail(value), { error: Messages.invalidEmail })),
  universityAbout: field('About the university', 3000, { paragraph: true }),
  departmentAbout: field('About the department', 3000, { paragraph: true }),
  overview: field('The overview', 3000, { paragraph: true }),
  /**
   * The call for papers' topics: the submission form, the reviewers' topics and the assignment's match
   * read them. Identities saved before topics were editable lack them: the edition's as built apply.
   */
  topics: z.optional(
    list(field('A topic', identityLimits.topicLength), 'The topics', 1, identityLimits.topics).check(
      z.refine((topics: string[]) => new Set(topics.map((topic) => topic.toLowerCase())).size === topics.length, { error: 'Each topic may be listed once.' }),
    ),
  ),
  highlights: list(z.object({ title: field('A highlight\'s title', 100), text: field('A highlight\'s text', 500, { paragraph: true }) }), 'Highlights', 0, identityLimits.highlights),
  venue: z.object({
    physical: field('The venue', 2000, { paragraph: true }),
    virtual: field('How to join online', 2000, { paragraph: true, optional: true }),
    accommodation: field('Accommodation', 2000, { paragraph: true, optional: true }),
  }),
  publication: z.object({
    proceedings: field('The proceedings', 2000, { paragraph: true }),
    journal: field('The journal', 2000, { paragraph: true, optional: true }),
  }),
  committee: list(CommitteeGroupSchema, 'The organising committee', 1, identityLimits.committeeGroups),
  payment: z.object({
    method: field('The payment method', 100),
    accountName: field('The account name', 200),
    bank: field('The bank', 200),
    accountNumber: field('The account number', 100),
    note: field('The payment note', 500, { paragraph: true, optional: true }),
  }),
});
export type ConferenceIdentity = z.output<typeof ConferenceIdentitySchema>;
export type CommitteeGroup = ConferenceIdentity['committee'][number];

/** GET /api/public/conference: the identity, and whether the chair has saved one (false: the edition's as built). */
/** GET /api/public/conference: the identity, whether the chair saved one, and the current edition (whose documents the SPA reads). */
export const ConferenceIdentityAnswer = z.object({ conference: ConferenceIdentitySchema, saved: z.boolean(), edition: EditionSchema });
export const SaveConferenceAnswer = z.object({ success: z.literal(true), message: z.string(), conference: ConferenceIdentitySchema });
