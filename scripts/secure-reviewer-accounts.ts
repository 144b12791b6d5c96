// Run once on a project that had reviewers before registration asked for the address first (see
// scripts/lib/reviewerAccounts.ts). Credentials as for scripts/create-admin.ts:
//   GCLOUD_PROJECT=<project-id> npx tsx scripts/secure-reviewer-accounts.ts [--dry-run]
import { parseArgs } from 'node:util';
import { auth } from '../functions/src/lib/admin';
import { secureUnprovenReviewerAccounts } from './lib/reviewerAccounts';

const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } });

if (!process.env.GCLOUD_PROJECT) {
  console.error('Usage: GCLOUD_PROJECT=<project-id> npx tsx scripts/secure-reviewer-accounts.ts [--dry-run]');
  process.exit(2);
}

secureUnprovenReviewerAccounts(auth, { dryRun: values['dry-run'] })
  .then((emails) => {
    const verb = values['dry-run'] ? 'would be secured' : 'secured';
    console.log(`${emails.length} unverified reviewer account(s) ${verb}${emails.length ? ':' : '.'}`);
    for (const email of emails) console.log(`  ${email}`);
    if (emails.length && !values['dry-run']) console.log('Their owners set a password with "Forgot Password?" at /reviewerlogin.');
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
