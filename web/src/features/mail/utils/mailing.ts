// Writing to a group: what the form holds (the group, its filters, one message per person or per paper,
// the subject and body), the filters each group offers with their choices, and the request the form
// sends. The merge fields are checked by the same rule the server applies (mailingProblems), so the
// form names a problem under the subject or the body before any preview is asked for.
import {
  IdFormats,
  attendanceLabels,
  attendanceModes,
  audienceOf,
  fieldsFor,
  invitationStateLabels,
  invitationStates,
  reviewerFilterProblem,
  mailingProblems,
  problemsByPlace,
  maxMailPaperIds,
  paperStatuses,
  registrationStateLabels,
  registrationStates,
  statusLabel,
  type MailGroup,
  type MailRecipients,
  type MergeFieldName,
  type TemplatePlace,
} from '@confsys/domain';
import type { Choice } from '../../../components/forms/SelectField';

/** A filter's value in the form: one of its choices, or '' for any. */
export type FilterValues = Record<string, string>;

export interface MailingDraft {
  group: MailGroup;
  /** Per group, so switching groups and back keeps what was chosen. */
  filters: Record<Exclude<MailGroup, 'papers'>, FilterValues>;
  perPaper: boolean;
  /** The listed papers' IDs as typed: one per line, or separated by commas or spaces. */
  paperIds: string;
  subject: string;
  body: string;
}

export const emptyDraft: MailingDraft = {
  group: 'authors',
  filters: { authors: {}, reviewers: {}, participants: {} },
  perPaper: false,
  paperIds: '',
  subject: '',
  body: '',
};

export interface FilterField {
  key: string;
  label: string;
  choices: readonly Choice<string>[];
}

/** What the screen knows of the edition for the choices: the call's topics and the fee table's categories. */
export interface FilterSources {
  topics: readonly string[];
  categories: readonly { id: string; label: string }[];
}

const any: Choice<string> = { value: '', label: 'Any' };
const choices = (pairs: Record<string, string>): Choice<string>[] => [any, ...Object.entries(pairs).map(([value, label]) => ({ value, label }))];
const from = <T extends string>(values: readonly T[], label: (value: T) => string): Choice<string>[] => [any, ...values.map((value) => ({ value, label: label(value) }))];

/** The filters of a group (the listed papers have none but their IDs). */
export function filterFieldsOf(group: MailGroup, sources: FilterSources): FilterField[] {
  switch (group) {
    case 'authors':
      return [
        { key: 'paperStatus', label: 'Paper status or decision', choices: from(paperStatuses, statusLabel) },
        { key: 'registration', label: 'Registration', choices: from(registrationStates, (state) => registrationStateLabels[state]) },
        { key: 'cameraReady', label: 'Camera-ready version', choices: choices({ uploaded: 'Uploaded', missing: 'Not uploaded' }) },
        { key: 'copyright', label: 'Copyright form', choices: choices({ signed: 'Signed', missing: 'Not signed' }) },
      ];
    case 'reviewers':
      return [
        { key: 'assignment', label: 'Assignment', choices: choices({ assigned: 'Assigned to a paper', unassigned: 'Not assigned' }) },
        { key: 'review', label: 'Reviews', choices: choices({ missing: 'A review still missing', submitted: 'Every review submitted' }) },
        { key: 'bids', label: 'Bids', choices: choices({ none: 'No bid yet', some: 'Some bids' }) },
        { key: 'topic', label: 'Topic', choices: from(sources.topics, (topic) => topic) },
        { key: 'invitation', label: 'Invitation', choices: from(invitationStates, (state) => (state === 'accepted' ? 'Accepted (members who joined by invitation)' : `${invitationStateLabels[state]} (the invitees)`)) },
      ];
    case 'participants':
      return [
        { key: 'category', label: 'Category', choices: [any, ...sources.categories.map((category) => ({ value: category.id, label: category.label }))] },
        { key: 'attendance', label: 'Attendance', choices: from(attendanceModes, (mode) => attendanceLabels[mode]) },
        { key: 'registration', label: 'Payment', choices: choices({ awaiting: 'Not verified yet', confirmed: 'Verified' }) },
        { key: 'attended', label: 'Attended', choices: choices({ yes: 'Marked as attended', no: 'Not marked as attended' }) },
      ];
    case 'papers':
      return [];
  }
}

/** The listed papers' IDs as typed, each once, and the first one that is not an ID. */
export function paperIdsOf(text: string): { ids: string[]; typo: string | null } {
  const ids = [...new Set(text.split(/[\s,;]+/).filter((id) => id !== ''))];
  return { ids, typo: ids.find((id) => !IdFormats.paper.test(id)) ?? null };
}

/** The recipients the draft names, or what keeps it from naming them. */
export function recipientsOfDraft(draft: MailingDraft): { to: MailRecipients } | { problem: string } {
  if (draft.group === 'papers') {
    const { ids, typo } = paperIdsOf(draft.paperIds);
    if (typo !== null) return { problem: `“${typo}” is not a paper ID.` };
    if (ids.length === 0) return { problem: 'List the papers by their IDs.' };
    if (ids.length > maxMailPaperIds) return { problem: `List at most ${maxMailPaperIds} papers.` };
    return { to: { group: 'papers', filter: { paperIds: ids } } };
  }
  const chosen = Object.entries(draft.filters[draft.group]).filter(([, value]) => value !== '');
  const filter = Object.fromEntries(chosen.map(([key, value]) => [key, key === 'attended' ? value === 'yes' : value]));
  const withFilter = chosen.length > 0 ? { filter } : {};
  // The filter's values come from the choices above, which are the schema's own values.
  if (draft.group === 'participants') return { to: { group: 'participants', ...withFilter } as MailRecipients };
  const problem = draft.group === 'reviewers' ? reviewerFilterProblem(filter, draft.perPaper) : null;
  if (problem !== null) return { problem };
  return { to: { group: draft.group, ...withFilter, ...(draft.perPaper ? { perPaper: true } : {}) } as MailRecipients };
}

/** Whether the draft's messages go one per paper (always for listed papers, never for participants). */
export function draftPerPaper(draft: MailingDraft): boolean {
  if (draft.group === 'papers') return true;
  return draft.group !== 'participants' && draft.perPaper;
}

/** The merge fields the draft's recipients may carry, for the list beside the body. */
export function draftFields(draft: MailingDraft): MergeFieldName[] {
  return fieldsFor(audienceOf[draft.group], draftPerPaper(draft));
}

/** The subject's and the body's problems, as the server would answer them (an empty part only once typed into). */
export function draftProblems(draft: MailingDraft): Partial<Record<TemplatePlace, string>> {
  const to: MailRecipients = draft.group === 'papers' ? { group: 'papers', filter: { paperIds: ['P'] } } : draft.group === 'participants' ? { group: 'participants' } : { group: draft.group, perPaper: draftPerPaper(draft) };
  return problemsByPlace(mailingProblems(to, draft.subject, draft.body).filter((problem) => draft[problem.place] !== ''));
}

/** Whether a preview can be asked for: recipients named, both parts written and without problems. */
export function draftReady(draft: MailingDraft): boolean {
  return 'to' in recipientsOfDraft(draft) && draft.subject.trim() !== '' && draft.body.trim() !== '' && Object.keys(draftProblems(draft)).length === 0;
}

/** Puts a field at the cursor of a text (or at its end): "Dear {{name}}". */
export function insertField(text: string, field: MergeFieldName, at: number | null): { text: string; cursor: number } {
  const place = at === null || at < 0 || at > text.length ? text.length : at;
  const token = `{{${field}}}`;
  return { text: text.slice(0, place) + token + text.slice(place), cursor: place + token.length };
}

/** The draft started from a saved template: its group, one message per paper or not, and its words; the filters stay. */
export function draftFromTemplate(draft: MailingDraft, template: { group: MailGroup; perPaper: boolean; subject: string; body: string }): MailingDraft {
  return { ...draft, group: template.group, perPaper: template.perPaper, subject: template.subject, body: template.body };
}

/** The template the draft saves as: its group, whether per paper, and its words (the filters are chosen each time). */
export function templateOfDraft(draft: MailingDraft, name: string): { name: string; group: MailGroup; perPaper: boolean; subject: string; body: string } {
  return { name: name.trim(), group: draft.group, perPaper: draftPerPaper(draft), subject: draft.subject, body: draft.body };
}
