// The Settings screen's Conference form: the conference's identity as the form holds it (the topics as
// the lines of one text; each highlight, committee group and person with a key of its own, so a row
// keeps its fields while the lists change), what it sends (the identity the API takes), and its checks, made by the schema the server checks the
// request with, so the messages are the server's. Errors are keyed by path as the server's:
// "venue.physical", "highlights.2.title", "committee.0.people.1.name".
import { callTopics, paperIdPrefixOf, ConferenceIdentitySchema, fieldErrors, Messages, type ConferenceIdentity, type Edition, type FieldErrors } from '@confsys/domain';
import type { Dispatch, SetStateAction } from 'react';
import type { FieldProps } from '../../../components/forms/useForm';
import { ApiRequestError } from '../../../lib/api';
import type { FormFailure } from '../../../lib/failures';

export interface HighlightValues {
  /** The row's React key; stays while its texts change and it moves. */
  key: string;
  title: string;
  text: string;
}

export interface PersonValues {
  key: string;
  name: string;
  designation: string;
}

export interface CommitteeGroupValues {
  key: string;
  role: string;
  people: PersonValues[];
}

export type ConferenceValues = Omit<ConferenceIdentity, 'topics' | 'highlights' | 'committee'> & {
  /** The call's topics, one per line. */
  topics: string;
  highlights: HighlightValues[];
  committee: CommitteeGroupValues[];
};

/** What the form says of the edition (the current one), which it does not change. */
export const editionText = (edition: Pick<Edition, 'name' | 'acronym' | 'year'>) => `${edition.name} · paper IDs ${paperIdPrefixOf(edition)}-0001 · set when the edition is created`;

/** The form's values from a stored identity; the rows' keys follow their places. */
export function conferenceValues(identity: ConferenceIdentity): ConferenceValues {
  return {
    ...identity,
    venue: { ...identity.venue },
    publication: { ...identity.publication },
    payment: { ...identity.payment },
    topics: callTopics(identity).join('\n'),
    highlights: identity.highlights.map((highlight, index) => ({ key: `h${index}`, ...highlight })),
    committee: identity.committee.map((group, index) => ({
      key: `g${index}`,
      role: group.role,
      people: group.people.map((person, at) => ({ key: `g${index}-p${at}`, ...person })),
    })),
  };
}

/** What is sent: the values without the rows' keys (the server trims the texts). */
export function conferenceInput(values: ConferenceValues): ConferenceIdentity {
  return {
    ...values,
    topics: values.topics
      .split('\n')
      .map((topic) => topic.trim())
      .filter((topic) => topic !== ''),
    highlights: values.highlights.map(({ title, text }) => ({ title, text })),
    committee: values.committee.map(({ role, people }) => ({ role, people: people.map(({ name, designation }) => ({ name, designation })) })),
  };
}

/** Each field's error by its path, as the server would give it; empty when the identity may be saved. */
export function validateConference(values: ConferenceValues): FieldErrors<string> {
  return topicErrorsOnField(fieldErrors(ConferenceIdentitySchema, conferenceInput(values)));
}

/** A topic's error ("topics.3") shown under the one Topics field, which holds them all. */
function topicErrorsOnField(errors: FieldErrors<string>): FieldErrors<string> {
  const shown: FieldErrors<string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const key = path.startsWith('topics.') ? 'topics' : path;
    if (message && !shown[key]) shown[key] = message;
  }
  return shown;
}

/** A refused save: the server's message, and its errors under the fields they name by path. */
export function conferenceFailure(error: unknown): FormFailure<string> {
  if (!(error instanceof ApiRequestError)) return { message: Messages.genericTryLater, fieldErrors: {} };
  const fieldErrors: FieldErrors<string> = {};
  for (const [path, message] of Object.entries(error.errors)) if (typeof message === 'string' && message !== '') fieldErrors[path] = message;
  return { message: error.message, fieldErrors: topicErrorsOnField(fieldErrors) };
}

/** The value at a path of the values, followed through objects and lists; undefined where there is none. */
function valueAt(values: ConferenceValues, path: string): unknown {
  let node: unknown = values;
  for (const segment of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** The text at a path of the values ("venue.physical", "committee.0.people.1.name"); '' where there is none. */
export function textAt(values: ConferenceValues, path: string): string {
  const value = valueAt(values, path);
  return typeof value === 'string' ? value : '';
}

/** The values with the text at `path` replaced; the values as they were when the path names no text. */
export function withText(values: ConferenceValues, path: string, text: string): ConferenceValues {
  return typeof valueAt(values, path) === 'string' ? (replaced(values, path.split('.'), text) as ConferenceValues) : values;
}

/** A copy of `node` with the value at `segments` replaced, each level on the way copied. */
function replaced(node: unknown, segments: readonly string[], text: string): unknown {
  const [segment, ...rest] = segments;
  if (segment === undefined) return text;
  if (Array.isArray(node)) return node.map((item, index) => (String(index) === segment ? replaced(item, rest, text) : item));
  const record = node as Record<string, unknown>;
  return { ...record, [segment]: replaced(record[segment], rest, text) };
}

/** The errors without those at `path` and under it: a list that changed shape, whose places moved. */
export function withoutErrorsUnder(errors: FieldErrors<string>, path: string): FieldErrors<string> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`)));
}

export const newHighlight = (key: string): HighlightValues => ({ key, title: '', text: '' });
export const newPerson = (key: string): PersonValues => ({ key, name: '', designation: '' });
export const newCommitteeGroup = (key: string): CommitteeGroupValues => ({ key, role: '', people: [newPerson(`${key}-p0`)] });

/** A row as the buttons and the status line name it: what it says, or its place. */
export const highlightName = (highlight: HighlightValues, index: number) => highlight.title.trim() || `highlight ${index + 1}`;
export const groupName = (group: CommitteeGroupValues, index: number) => group.role.trim() || `group ${index + 1}`;
export const personName = (person: PersonValues, index: number) => person.name.trim() || `person ${index + 1}`;

/** What an editor of the form's lists (the highlights, the committee) works with. */
export interface ListFieldsProps {
  values: ConferenceValues;
  setValues: Dispatch<SetStateAction<ConferenceValues>>;
  errors: FieldErrors<string>;
  setErrors: Dispatch<SetStateAction<FieldErrors<string>>>;
  /** The props of the text field at a path ("committee.0.role"): its value, change and error, or `hint` while it has none. */
  field: (path: string, hint?: string) => FieldProps;
  disabled: boolean;
  /** Says a change of a list in the form's status line. */
  announce: (text: string) => void;
}

/** What keeps a change of a list, as the status line says it. */
export const keepChange = 'Save the conference';
