import { describe, expect, it } from 'vitest';
import { builtEdition, callTopics, defaultIdentity, Messages } from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';
import { conferenceFailure, conferenceInput, conferenceValues, editionText, newCommitteeGroup, textAt, validateConference, withoutErrorsUnder, withText } from './conferenceForm';

const members = 4; // defaultIdentity's "Committee Members", the fifth group

describe("the conference's identity as the form holds it", () => {
  it('sends back exactly the identity it was made from, without the rows keys', () => {
    const values = conferenceValues(defaultIdentity);
    expect(values.committee[members]?.people[0]).toMatchObject({ key: 'g4-p0', name: 'Dr. A. Ramesh' });
    expect(conferenceInput(values)).toEqual(defaultIdentity);
  });

  it('reads and changes a text by its path, copying only what leads to it', () => {
    const values = conferenceValues(defaultIdentity);
    const changed = withText(values, `committee.${members}.people.0.name`, 'Dr. A. Ramesh Kumar');
    expect(textAt(changed, `committee.${members}.people.0.name`)).toBe('Dr. A. Ramesh Kumar');
    expect(textAt(values, `committee.${members}.people.0.name`)).toBe('Dr. A. Ramesh');
    expect(changed.committee[0]).toBe(values.committee[0]);
    expect(changed.venue).toBe(values.venue);
    expect(textAt(withText(values, 'venue.physical', 'Main hall'), 'venue.physical')).toBe('Main hall');
  });

  it('leaves the values as they were for a path that names no text', () => {
    const values = conferenceValues(defaultIdentity);
    for (const path of ['committee', 'committee.9.role', 'venue', 'venue.hall', 'highlights.0.key.x', 'toString']) {
      expect(withText(values, path, 'x'), path).toBe(values);
      expect(textAt(values, path), path).toBe('');
    }
  });
});

describe('its checks', () => {
  it('find nothing wrong with the edition as built', () => {
    expect(validateConference(conferenceValues(defaultIdentity))).toEqual({});
  });

  it("give the schema's messages under the paths the server names", () => {
    let values = conferenceValues(defaultIdentity);
    values = withText(values, 'venue.physical', '   ');
    values = withText(values, `committee.${members}.people.1.name`, '');
    values = withText(values, 'highlights.2.title', 'x'.repeat(101));
    values = withText(values, 'contactEmail', 'chair at example');
    values = withText(values, 'state', 'Tamilnadu');
    expect(validateConference(values)).toEqual({
      'venue.physical': 'The venue is required.',
      [`committee.${members}.people.1.name`]: "A committee member's name is required.",
      'highlights.2.title': "A highlight's title may be at most 100 characters.",
      contactEmail: Messages.invalidEmail,
      state: 'The state must be an Indian state or union territory as the GST law names it (e.g. Tamil Nadu).',
    });
  });

  it('refuse a committee group with nobody in it, and a committee without groups', () => {
    const values = conferenceValues(defaultIdentity);
    expect(validateConference({ ...values, committee: [{ ...newCommitteeGroup('g9'), role: 'Advisors', people: [] }] })).toEqual({
      'committee.0.people': 'Each committee role needs at least one entry.',
    });
    expect(validateConference({ ...values, committee: [] })).toEqual({ committee: 'The organising committee needs at least one entry.' });
  });

  it('accept empty optional texts: the virtual mode, accommodation, journal and payment note', () => {
    let values = conferenceValues(defaultIdentity);
    for (const path of ['venue.virtual', 'venue.accommodation', 'publication.journal', 'payment.note']) values = withText(values, path, '');
    expect(validateConference({ ...values, highlights: [] })).toEqual({});
  });
});

describe('a refused save', () => {
  it("shows the server's message, and its errors under the fields their paths name", () => {
    const refusal = new ApiRequestError(400, 'The venue is required.', { 'venue.physical': 'The venue is required.', 'committee.0.people.1.name': "A committee member's name is required." });
    expect(conferenceFailure(refusal)).toEqual({
      message: 'The venue is required.',
      fieldErrors: { 'venue.physical': 'The venue is required.', 'committee.0.people.1.name': "A committee member's name is required." },
    });
  });

  it('says to try later when no answer came', () => {
    expect(conferenceFailure(new TypeError('Failed to fetch'))).toEqual({ message: Messages.genericTryLater, fieldErrors: {} });
  });
});

describe('the lists', () => {
  it('drop the errors of a list whose places moved, and only those', () => {
    const errors = { committee: 'a', 'committee.1.people.0.name': 'b', 'committee.1.role': 'c', 'committee.0.people': 'd', 'venue.physical': 'e', committeeNote: 'f' };
    expect(withoutErrorsUnder(errors, 'committee.1.people')).toEqual({ committee: 'a', 'committee.1.role': 'c', 'committee.0.people': 'd', 'venue.physical': 'e', committeeNote: 'f' });
    expect(withoutErrorsUnder(errors, 'committee')).toEqual({ 'venue.physical': 'e', committeeNote: 'f' });
  });

  it('start a new group with one person to name', () => {
    expect(newCommitteeGroup('new-2')).toEqual({ key: 'new-2', role: '', people: [{ key: 'new-2-p0', name: '', designation: '' }] });
  });
});

it("names the current edition, which the form does not change", () => {
  expect(editionText(builtEdition)).toBe('ICCS 2025 · paper IDs ICCS25-0001 · set when the edition is created');
  expect(editionText({ name: 'ICCS 2026', acronym: 'ICCS', year: 2026 })).toBe('ICCS 2026 · paper IDs ICCS26-0001 · set when the edition is created');
});

describe('the topics of the call', () => {
  it('are one per line, trimmed, blank lines left out, in the order written', () => {
    const values = { ...conferenceValues(defaultIdentity), topics: '  Quantum computing \n\nEdge AI\n' };
    expect(conferenceInput(values).topics).toEqual(['Quantum computing', 'Edge AI']);
    expect(conferenceValues({ ...defaultIdentity, topics: ['Quantum computing', 'Edge AI'] }).topics).toBe('Quantum computing\nEdge AI');
    expect(validateConference(values)).toEqual({});
  });

  it('refuses none, one listed twice, or one too long, under the Topics field', () => {
    const base = conferenceValues(defaultIdentity);
    expect(validateConference({ ...base, topics: ' \n ' })).toEqual({ topics: 'The topics needs at least one entry.' });
    expect(validateConference({ ...base, topics: 'Edge AI\nedge ai' })).toEqual({ topics: 'Each topic may be listed once.' });
    expect(Object.keys(validateConference({ ...base, topics: `Edge AI\n${'x'.repeat(101)}` }))).toEqual(['topics']);
  });

  it("are the edition's as built for an identity saved before topics were editable", () => {
    const { topics: _none, ...older } = defaultIdentity;
    expect(conferenceValues(older).topics.split('\n')).toEqual(callTopics(defaultIdentity));
  });
});
