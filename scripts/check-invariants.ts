// Reads the whole database and reports every broken invariant (functions/src/lib/invariants.ts); exits
// 1 when there is any. `--settle <seconds>` gives the counter triggers time to catch up first.
//   Emulators: npm run check-invariants     Production: GCLOUD_PROJECT=<project-id> npx tsx scripts/check-invariants.ts
import { parseArgs } from 'node:util';
import { checkInvariants } from '../functions/src/lib/invariants';

const { values } = parseArgs({ options: { settle: { type: 'string', default: '0' } } });

checkInvariants({ settleMs: Number(values.settle) * 1000 })
  .then((violations) => {
    if (violations.length === 0) {
      console.log('Invariants hold.');
      process.exit(0);
    }
    console.error(`${violations.length} broken invariant(s):`);
    for (const violation of violations) console.error(`  ${violation.invariant}: ${violation.detail}`);
    process.exit(1);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(2);
  });
