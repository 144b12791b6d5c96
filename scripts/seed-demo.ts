// Seeds the demo accounts into the emulator suite (never a deployed project) and prints them.
// Safe to run on every start: accounts that exist are left as they are, and so is the calendar.
import { CalendarSchema, Collections, ReviewerSchema, checkDocument, defaultTimeZone, plannedCalendar, reviewerRecord } from '@confsys/domain';
import { auth, db } from '../functions/src/lib/admin';
import { configDocs, documents } from '../functions/src/lib/documents';
import { createAccount, normaliseEmail, type NewAccount } from '../functions/src/lib/accounts/accounts';

export const demoAccounts = {
  admin: { role: 'admin', username: 'admin', email: 'admin@demo.test', password: 'Admin@2025', name: 'Conference Admin' },
  reviewer: { role: 'reviewer', email: 'reviewer@demo.test', password: 'Reviewer@2025', name: 'Demo Reviewer' },
  author: { role: 'author', email: 'author@demo.test', password: 'Author@2025', name: 'Demo Author' },
} as const;

async function ensure(account: NewAccount, username?: string): Promise<string> {
  const existing = await auth.getUserByEmail(account.email).catch(() => null);
  if (existing) return existing.uid;
  const user = await createAccount({ ...account, profile: username ? { username } : account.profile });
  return user.uid;
}

export async function seedDemo(): Promise<void> {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST || !process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('Demo accounts are seeded into the emulator suite only.');
  }
  const { admin, reviewer, author } = demoAccounts;
  await ensure({ role: 'admin', email: admin.email, password: admin.password, name: admin.name, emailVerified: true }, admin.username);
  await ensure({ role: 'reviewer', email: reviewer.email, password: reviewer.password, name: reviewer.name, emailVerified: true });
  await ensure({
    role: 'author',
    email: author.email,
    password: author.password,
    name: author.name,
    profile: { gender: 'Female', designation: 'Assistant Professor', organization: 'Demo Institute of Technology', phone: '9876543210', address: 'Coimbatore' },
  });
  // The reviewer record the admin keeps; the demo reviewer account is linked to it by email. A record
  // kept from an older demo seed (another shape) is written again.
  const reviewerRecordRef = documents.reviewers.doc('demo-reviewer');
  const stored = await db.collection(Collections.reviewers).doc(reviewerRecordRef.id).get();
  if (!stored.exists || !checkDocument(ReviewerSchema, stored.data()).ok) {
    await reviewerRecordRef.set(
      reviewerRecord({
        id: reviewerRecordRef.id,
        name: reviewer.name,
        affiliation: 'Department of Computer Science, Western Ghats University',
        email: normaliseEmail(reviewer.email),
        profile: null,
        profileType: null,
        researchArea: 'Machine Learning',
        createdAt: new Date().toISOString(),
      }),
    );
  }
  // A calendar whose submission deadline is a month away, so a new user can submit; one the chair has
  // set is kept.
  const calendar = configDocs.calendar;
  if (!(await calendar.get()).exists) await calendar.set(CalendarSchema.parse(plannedCalendar(new Date(), defaultTimeZone)));
}

function printAccounts(): void {
  const { admin, reviewer, author } = demoAccounts;
  console.log('\nDemo accounts (emulator only):');
  console.log(`  admin     username ${admin.username} (or ${admin.email}) / ${admin.password}   http://127.0.0.1:5000/adminlogin`);
  console.log(`  reviewer  ${reviewer.email} / ${reviewer.password}   http://127.0.0.1:5000/reviewerlogin`);
  console.log(`  author    ${author.email} / ${author.password}   http://127.0.0.1:5000/authorlogin\n`);
}

if (process.argv[1]?.endsWith('seed-demo.ts')) {
  seedDemo()
    .then(() => {
      printAccounts();
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
