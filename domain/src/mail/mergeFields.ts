// The chair's own messages: a subject and a body with merge fields ({{name}}, {{paper.title}}, ...) that
// are checked before anything is sent. A field nobody knows, a field this audience may not receive (a
// paper's authors to its reviewers, the reviews to anyone but the authors), or a paper's field in a
// message sent once per person is a problem the preview names, never an empty gap in a sent message.
// Rendering fills each field from the recipient's facts; a fact a recipient lacks is named too, and
// that recipient is skipped with the reason.

/** Who a message goes to: the group decides which facts each recipient has. */
export const mailAudienceLabels = {
  authors: 'Authors',
  reviewers: 'Reviewers',
  participants: 'Participants',
};
export type MailAudience = keyof typeof mailAudienceLabels;
export const mailAudiences = Object.keys(mailAudienceLabels) as MailAudience[];

/**
 * What a field is about: every recipient has the person and the conference; a paper only in a message per
 * paper; a registration only once registered; a message's own facts only in that message (the decision's
 * comments, the reminder's missing reviews, the invitation's terms), never in a mailing.
 */
export type FieldSubject = 'person' | 'paper' | 'registration' | 'conference' | 'message';

export interface MergeField {
  /** What the chair reads in the field list. */
  label: string;
  about: FieldSubject;
  /** The audiences it may go to; for the others, why not. */
  audiences: Partial<Record<MailAudience, true>>;
  refusal?: string;
  /** Several lines (the reviews): never in a subject. */
  multiline?: true;
}

const everyone = { authors: true, reviewers: true, participants: true } as const;
const conferenceField = (label: string): MergeField => ({ label, about: 'conference', audiences: everyone });
const messageField = (label: string, message: string, multiline = false): MergeField => ({ label, about: 'message', audiences: {}, refusal: `only ${message} carries it`, ...(multiline ? { multiline: true as const } : {}) });

export const mergeFields = {
  name: { label: "The recipient's name", about: 'person', audiences: everyone },
  'link.dashboard': { label: "The address of the recipient's dashboard", about: 'person', audiences: everyone },
  'paper.id': { label: "The paper's ID", about: 'paper', audiences: { authors: true, reviewers: true }, refusal: 'participants are written to once each, not per paper' },
  'paper.title': { label: "The paper's title", about: 'paper', audiences: { authors: true, reviewers: true }, refusal: 'participants are written to once each, not per paper' },
  'paper.decision': { label: 'The decision on the paper (Accepted, Rejected, or none yet)', about: 'paper', audiences: { authors: true, reviewers: true }, refusal: 'participants are written to once each, not per paper' },
  'paper.authors': { label: "The paper's authors", about: 'paper', audiences: { authors: true }, refusal: 'reviewers never learn who wrote a paper' },
  reviews: { label: 'The reviews as sent to the authors (no reviewer named)', about: 'paper', audiences: { authors: true }, refusal: 'only the authors receive the reviews of their paper', multiline: true },
  'review.due': { label: "The date the recipient's review of the paper is due", about: 'paper', audiences: { reviewers: true }, refusal: 'only a reviewer has a review due' },
  'registration.number': { label: 'The registration number', about: 'registration', audiences: { authors: true, participants: true }, refusal: 'reviewers are not written to about a registration' },
  'registration.amountDue': { label: 'The amount still due for the registration', about: 'registration', audiences: { authors: true, participants: true }, refusal: 'reviewers are not written to about a registration' },
  'conference.name': conferenceField("The conference's name"),
  'conference.acronym': conferenceField("The conference's acronym and year"),
  'conference.dates': conferenceField("The conference's days"),
  'conference.venue': conferenceField("The conference's venue"),
  'conference.contact': conferenceField("The conference's contact address"),
  'dates.submission': conferenceField('The submission deadline'),
  'dates.review': conferenceField('The review deadline'),
  'dates.notification': conferenceField('The notification date'),
  'dates.cameraReady': conferenceField('The camera-ready deadline'),
  'dates.registration': conferenceField('The registration deadline'),
  'decision.comments': messageField("Where the reviewers' comments are: attached, or on the dashboard once released", 'the decision message'),
  'reminder.papers': messageField('The papers whose review is missing, one per line', 'the review reminder', true),
  'reminder.count': messageField('How many reviews are missing ("1 review", "3 reviews")', 'the review reminder'),
  'reminder.deadline': messageField('The review deadline', 'the review reminder'),
  'invitation.message': messageField("The chair's message in the invitation", 'the invitation', true),
  'invitation.maxLoad': messageField('The most papers the invitee is asked to review', 'the invitation'),
  'invitation.expires': messageField('The date to answer by', 'the invitation'),
  'link.invitation': messageField("The address of the invitee's invitation page", 'the invitation'),
  'account.kind': messageField('The account: "author account", "reviewer account" or "admin account"', 'the account messages'),
  'link.account': messageField('The link that sets the password or confirms the address (it works once, within an hour)', 'the account messages'),
  'account.code': messageField('The code to enter in "Forgot Password?" when the link does not open', 'the set-password and reset messages'),
  'link.signIn': messageField("The address of the account's sign-in page", 'the account messages'),
} satisfies Record<string, MergeField>;
export type MergeFieldName = keyof typeof mergeFields;
export const mergeFieldNames = Object.keys(mergeFields) as MergeFieldName[];

const isField = (name: string): name is MergeFieldName => Object.hasOwn(mergeFields, name);

/** A template read into its text and its fields, in order. */
export type TemplatePart = { text: string } | { field: string };

/** Where a problem is: the subject or the body. */
export type TemplatePlace = 'subject' | 'body';

export interface TemplateProblem {
  place: TemplatePlace;
  message: string;
}

const fieldPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Reads a template into text and fields; an opening {{ without its closing }} is a problem. */
export function parseTemplate(template: string): { parts: TemplatePart[]; unclosed: number | null } {
  const parts: TemplatePart[] = [];
  let at = 0;
  for (const match of template.matchAll(fieldPattern)) {
    const before = template.slice(at, match.index);
    // An opening brace pair in the text before a field is one that never closed.
    const stray = before.indexOf('{{');
    if (stray >= 0) return { parts, unclosed: at + stray };
    if (before) parts.push({ text: before });
    parts.push({ field: match[1]! });
    at = match.index + match[0].length;
  }
  const rest = template.slice(at);
  const stray = rest.indexOf('{{');
  if (stray >= 0) return { parts, unclosed: at + stray };
  if (rest) parts.push({ text: rest });
  return { parts, unclosed: null };
}

export const templateLimits = { subject: 200, body: 20_000 } as const;

const placeNames: Record<TemplatePlace, string> = { subject: 'The subject', body: 'The body' };

/** The fields a template may use for an audience, for the form's list. */
export function fieldsFor(audience: MailAudience, perPaper: boolean): MergeFieldName[] {
  return mergeFieldNames.filter((name) => {
    const field: MergeField = mergeFields[name];
    return field.audiences[audience] === true && (perPaper || field.about !== 'paper');
  });
}

/** Why a known field may not go in a message (null: it may), and the fields a message may carry. */
export interface FieldRule {
  refusal: (name: MergeFieldName, place: TemplatePlace) => string | null;
  allowed: readonly MergeFieldName[];
}

/** The rule of a mailing to an audience: the fields it has, once per person or per paper. */
export function audienceRule(audience: MailAudience, perPaper: boolean): FieldRule {
  return {
    allowed: fieldsFor(audience, perPaper),
    refusal: (name) => {
      const field: MergeField = mergeFields[name];
      if (field.audiences[audience] !== true) return `{{${name}}} cannot go to ${mailAudienceLabels[audience].toLowerCase()}: ${field.refusal ?? 'they do not have it'}.`;
      if (field.about === 'paper' && !perPaper) return `{{${name}}} is about one paper: send one message per paper to use it.`;
      return null;
    },
  };
}

/**
 * Every problem of a message under a rule, before it is sent: empty or too long parts, an unclosed {{,
 * a field nobody knows, a field the rule refuses (and why), several lines in the subject. Each field is
 * named once per place.
 */
export function checkTemplateWith(template: { subject: string; body: string }, rule: FieldRule): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  for (const place of ['subject', 'body'] as const) {
    const text = template[place];
    const say = (message: string) => problems.push({ place, message });
    if (text.trim() === '') {
      say(`${placeNames[place]} is empty.`);
      continue;
    }
    if (text.length > templateLimits[place]) say(`${placeNames[place]} is longer than ${templateLimits[place].toLocaleString('en-IN')} characters.`);
    if (place === 'subject' && /[\r\n]/.test(text)) say('The subject is one line.');
    const { parts, unclosed } = parseTemplate(text);
    if (unclosed !== null) say(`${placeNames[place]} opens a field with {{ at character ${unclosed + 1} and never closes it with }}.`);
    const named = new Set<string>();
    for (const part of parts) {
      if (!('field' in part) || named.has(part.field)) continue;
      named.add(part.field);
      const name = part.field;
      if (!isField(name)) {
        say(`{{${name}}} is not a field. The fields are: ${rule.allowed.map((field) => `{{${field}}}`).join(', ')}.`);
        continue;
      }
      const refused = rule.refusal(name, place);
      if (refused) say(refused);
      else if (place === 'subject' && (mergeFields[name] as MergeField).multiline) say(`{{${name}}} has several lines: put it in the body.`);
    }
  }
  return problems;
}

/**
 * Every problem of a message for an audience, before it is sent: empty or too long parts, an unclosed
 * {{, a field nobody knows, a field this audience may not receive (and why), a paper's field in a message
 * sent once per person, several lines in the subject. Each field is named once per place.
 */
export function checkTemplate(template: { subject: string; body: string }, audience: MailAudience, perPaper: boolean): TemplateProblem[] {
  return checkTemplateWith(template, audienceRule(audience, perPaper));
}

/** The problems by place, several in one place joined: what a 400 carries under subject and body, and what a form shows under each field. */
export function problemsByPlace(problems: readonly TemplateProblem[]): Partial<Record<TemplatePlace, string>> {
  const byPlace: Partial<Record<TemplatePlace, string>> = {};
  for (const problem of problems) byPlace[problem.place] = byPlace[problem.place] ? `${byPlace[problem.place]} ${problem.message}` : problem.message;
  return byPlace;
}

/** What one recipient has for the fields: a value, or nothing (the recipient lacks it). */
export type FieldValues = Partial<Record<MergeFieldName, string>>;

/**
 * A checked template filled for one recipient: the text, or the fields the recipient lacks (the preview
 * skips them, saying which). In a subject, line breaks in a value become spaces.
 */
export function renderTemplate(template: string, values: FieldValues, place: TemplatePlace): { text: string } | { missing: MergeFieldName[] } {
  const missing: MergeFieldName[] = [];
  let text = '';
  for (const part of parseTemplate(template).parts) {
    if ('text' in part) {
      text += part.text;
      continue;
    }
    const name = part.field as MergeFieldName;
    const value = values[name];
    if (value === undefined) {
      if (!missing.includes(name)) missing.push(name);
      continue;
    }
    text += place === 'subject' ? value.replace(/[\r\n\u2028\u2029]+/g, ' ') : value;
  }
  return missing.length > 0 ? { missing } : { text };
}
