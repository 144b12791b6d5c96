// The identity's schema: the edition's as built passes it unchanged, texts are trimmed and single-line
// fields lose their line breaks, and each refusal names its field.
import { describe, expect, it } from 'vitest';
import { checkRequest } from '../validation';
import { ConferenceIdentitySchema } from './identity';
import { sameSettings } from '../validation';
import { addressOf, defaultIdentity, organiserOf } from './builtIdentity';

describe('the conference identity', () => {
  it("holds the edition's identity as built, unchanged", () => {
    expect(checkRequest(ConferenceIdentitySchema, defaultIdentity)).toEqual({ data: defaultIdentity });
  });

  it('keeps a single-line field on one line and a paragraph its paragraphs', () => {
    const { data } = checkRequest(ConferenceIdentitySchema, { ...defaultIdentity, city: ' Ooty\r\n', overview: ' One.\r\n\r\nTwo. ' });
    expect(data?.city).toBe('Ooty');
    expect(data?.overview).toBe('One.\n\nTwo.');
  });

  it('names the field of each problem, deep in the lists too', () => {
    const committee = [{ role: 'Chairs', people: [{ name: '', designation: 'x' }] }];
    expect(checkRequest(ConferenceIdentitySchema, { ...defaultIdentity, committee }).errors).toEqual({ 'committee.0.people.0.name': "A committee member's name is required." });
    expect(checkRequest(ConferenceIdentitySchema, { ...defaultIdentity, highlights: [{ title: 'x', text: 1 }] }).errors).toEqual({ 'highlights.0.text': "A highlight's text must be text." });
    expect(checkRequest(ConferenceIdentitySchema, { ...defaultIdentity, state: 'tamil nadu' }).errors).toHaveProperty('state');
    // A member may be listed without a designation; a role without anybody may not.
    expect(checkRequest(ConferenceIdentitySchema, { ...defaultIdentity, committee: [{ role: 'Chairs', people: [{ name: 'Dr. Meera Iyer', designation: '' }] }] }).errors).toBeUndefined();
  });

  it('prints the organiser and the address the invoices and the volume name', () => {
    expect(organiserOf(defaultIdentity)).toBe('Department of Computer Science, Western Ghats University');
    expect(addressOf(defaultIdentity)).toBe('Western Ghats University, Coimbatore 641 046, Tamil Nadu, India');
    expect(sameSettings(defaultIdentity, structuredClone(defaultIdentity))).toBe(true);
    expect(sameSettings(defaultIdentity, { ...defaultIdentity, mode: 'Online' })).toBe(false);
  });
});
