// The conference's identity through the API: everyone reads it (the edition's as built until the chair
// saves one), the chair sets it whole (refused with the field named, and then nothing is written), each
// change is in the audit log, and what the server prints from then on (emails, the registration
// receipt) names the new details; submissions choose among the call's topics as saved. The suite
// deletes what it saved, so the edition's identity applies again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, callTopics, defaultIdentity, pageRuleOf, paperTopicsMessage, plannedCalendar, type ConferenceIdentity, type PageRule, builtEdition } from '@confsys/domain';
import { call, demo, form, loginAs, newAuthor, registrationForm, siteUrl, uniqueEmail } from '../support/emulator';
import { pdfBytes, pdfText } from '../support/files';
import { db } from '../support/admin';
import { keepConfig } from '../support/config';
import { manuscriptFields } from '../support/world';

let admin: string;
let restoreConfig: (chair: string) => Promise<number | null>;

type IdentityAnswer = { conference: ConferenceIdentity; saved: boolean };
type SaveAnswer = { message: string; errors?: Record<string, string>; conference?: ConferenceIdentity };

const save = (identity: unknown, token = admin) => call<SaveAnswer>('PUT', '/api/admin/conference', { token, json: identity });
const read = () => call<IdentityAnswer>('GET', '/api/public/conference');

/** The edition's identity with another name, venue and committee. */
const changed: ConferenceIdentity = {
  ...defaultIdentity,
  title: 'International Symposium on Trustworthy Systems 2025',
  university: 'Nilgiri Institute of Technology',
  venue: { ...defaultIdentity.venue, physical: 'Convention Centre, Nilgiri Institute of Technology, Ooty 643 001.' },
  committee: [
    { role: 'General Chair', people: [{ name: 'Prof. Ada Menon', designation: 'Director, Nilgiri Institute of Technology' }] },
    { role: 'Programme Chairs', people: [{ name: 'Dr. Kiran Rao', designation: 'Professor of Computing' }, { name: 'Dr. Meera Iyer', designation: '' }] },
  ],
};

beforeAll(async () => {
  admin = await loginAs('admin', demo.admin.username, demo.admin.password);
  restoreConfig = await keepConfig([]);
  await db.doc('config/conference').delete();
});

afterAll(async () => {
  await db.doc('config/conference').delete();
  await restoreConfig(admin);
});

/** The call's page rule as the chair's proceedings settings hold it now: what the public answer carries beside the identity. */
const pageRule = async () => pageRuleOf((await call<PageRule>('GET', '/api/admin/proceedings/settings', { token: admin })).body);

describe("the conference's identity", () => {
  it("is the edition's as built until the chair saves one, for everyone, cached a minute", async () => {
    const answer = await read();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ conference: defaultIdentity, saved: false, edition: builtEdition, pageRule: await pageRule() });
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
  });

  it('is set whole by the chair, answered to everyone, and recorded in the audit log once', async () => {
    const saved = await save(changed);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(Messages.conferenceSaved);
    expect((await read()).body).toEqual({ conference: changed, saved: true, edition: builtEdition, pageRule: await pageRule() });

    const again = await save(changed);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(Messages.conferenceUnchanged);

    const audit = await call<{ entries: Array<{ action: string; target: string; actor: { email: string }; after: ConferenceIdentity }> }>('GET', '/api/admin/audit?action=conference.update&pageSize=5', { token: admin });
    expect(audit.status).toBe(200);
    const mine = audit.body.entries.filter((entry) => entry.after.title === changed.title);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ target: 'conference', actor: { email: demo.admin.email } });
  });

  it('trims what it stores and keeps a single-line field on one line, whatever line breaks are sent', async () => {
    const saved = await save({ ...changed, title: '  Symposium\r\nBcc: spy@example.test  ', overview: 'First.\r\n\r\nSecond.  ' });
    expect(saved.status).toBe(200);
    const stored = (await read()).body.conference;
    expect(stored.title).toBe('Symposium Bcc: spy@example.test');
    expect(stored.overview).toBe('First.\n\nSecond.');
    expect((await save(changed)).status).toBe(200);
  });

  it('refuses a field that is missing, wrong or too long, naming it, and writes nothing', async () => {
    const before = (await read()).body;
    const cases: Array<[unknown, string, string]> = [
      [{ ...changed, state: 'Bavaria' }, 'state', 'The state must be an Indian state or union territory as the GST law names it (e.g. Tamil Nadu).'],
      [{ ...changed, contactEmail: 'chair at example' }, 'contactEmail', Messages.invalidEmail],
      [{ ...changed, title: '   ' }, 'title', 'The conference name is required.'],
      [{ ...changed, venue: { ...changed.venue, physical: 'x'.repeat(2001) } }, 'venue.physical', 'The venue may be at most 2,000 characters.'],
      [{ ...changed, committee: [{ role: 'Advisers', people: [] }] }, 'committee.0.people', 'Each committee role needs at least one entry.'],
      [{ ...changed, committee: [] }, 'committee', 'The organising committee needs at least one entry.'],
      [{ ...changed, highlights: Array.from({ length: 9 }, () => defaultIdentity.highlights[0]) }, 'highlights', 'Highlights may have at most 8 entries.'],
      [{ ...changed, payment: undefined }, 'payment', ''],
    ];
    for (const [identity, field, message] of cases) {
      const refused = await save(identity);
      expect(refused.status, field).toBe(400);
      expect(Object.keys(refused.body.errors ?? {}), field).toContain(field);
      if (message) expect(refused.body.errors?.[field]).toBe(message);
    }
    expect((await read()).body).toEqual(before);
  });

  it("is the chair's alone to change", async () => {
    const author = await newAuthor('identity');
    expect((await save(defaultIdentity, author.token)).status).toBe(403);
    expect((await call('PUT', '/api/admin/conference', { json: defaultIdentity })).status).toBe(401);
    expect((await read()).body.conference.title).toBe(changed.title);
  });

  it("lists the call's topics: submissions choose among them as the chair saved them, at once", async () => {
    expect((await call('PUT', '/api/admin/calendar', { token: admin, json: plannedCalendar(new Date(Date.now() - 86_400_000), 'Asia/Kolkata') })).status).toBe(200);
    const topics = ['Quantum networking', 'Trustworthy AI'];
    expect((await save({ ...changed, topics })).status).toBe(200);
    expect((await read()).body.conference.topics).toEqual(topics);
    const author = await newAuthor('topics');
    const submit = async (chosen: string[]) =>
      call<{ paperId?: string; errors?: Record<string, string> }>('POST', '/api/authors/submit', {
        token: author.token,
        body: form(manuscriptFields({ topics: JSON.stringify(chosen) }), { file: [await pdfBytes(), 'paper.pdf', 'application/pdf'] }),
      });
    expect((await submit(['Trustworthy AI'])).status).toBe(201);
    // A topic the chair took off the list (one of the edition's as built) is refused, naming the field; so is one never listed.
    for (const chosen of [[callTopics(defaultIdentity)[0]!], ['Trustworthy AI', 'Underwater basket weaving']]) {
      const refused = await submit(chosen);
      expect(refused.status, chosen.join()).toBe(400);
      expect(refused.body.errors?.topics).toBe(paperTopicsMessage);
    }
    // Two topics the same but for capitals are one topic listed twice.
    const twice = await save({ ...changed, topics: ['Edge AI', 'edge AI'] });
    expect(twice.status).toBe(400);
    expect(twice.body.errors?.topics).toBe('Each topic may be listed once.');
    expect((await save(changed)).status).toBe(200);
  });

  it('is what the registration email and receipt print from then on', async () => {
    const email = uniqueEmail('identityreceipt');
    const registered = await call<{ pdfPath: string }>('POST', '/conregister', { body: form(registrationForm({ loginEmail: email })) });
    expect(registered.status).toBe(201);
    const receipt = await fetch(`${siteUrl}${registered.body.pdfPath}`);
    const text = (await pdfText(new Uint8Array(await receipt.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain(changed.title);
    expect(text).toContain(changed.university);
    expect(text).not.toContain(defaultIdentity.title);

    const mail = (await db.collection('mail').where('to', 'array-contains', email).get()).docs.map((doc) => doc.data());
    expect(mail).toHaveLength(1);
    expect(mail[0]!.message.text).toContain(`Thank you for registering for ${changed.title}`);
    expect(mail[0]!.message.text).toContain(`${defaultIdentity.department}, ${changed.university}, ${changed.city}`);
    expect(mail[0]!.message.html).not.toContain(defaultIdentity.university);
  });
});
