// The retention run by hand: erases what has passed the period the chair set for its class, or with
// --dry-run lists what it would erase and changes nothing; --at <ISO time> runs it as of another moment
// (what would go on that day). Prints, per class, the period, the cutoff and how many documents go.
//   Emulators: npm run retention -- --dry-run     Production: GCLOUD_PROJECT=<project-id> npx tsx scripts/retention.ts --dry-run
import { parseArgs } from 'node:util';
import { retentionClassIds, retentionSchedule } from '@confsys/domain';
import { runRetention } from '../functions/src/lib/privacy/retention';
import { inCurrentEdition } from '../functions/src/lib/editions/editions';

const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false }, at: { type: 'string' } } });
const now = values.at ? new Date(values.at) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error(`--at must be an ISO time, such as 2027-06-01T00:00:00Z (got ${values.at}).`);
  process.exit(2);
}

try {
  const report = await inCurrentEdition(() => runRetention({ now, dryRun: values['dry-run'] }));
  console.log(`${report.dryRun ? 'Would erase' : 'Erased'}, as of ${report.at}:`);
  for (const id of retentionClassIds) {
    const entry = report.classes[id];
    if (!entry) continue;
    console.log(`  ${retentionSchedule[id].label}: ${entry.erased} (kept ${entry.months} months; everything before ${entry.cutoff})`);
    for (const path of entry.examples) console.log(`    ${path}`);
  }
  if (report.notAutomated.length > 0) {
    console.log(`Not erased by this run yet: ${report.notAutomated.map((id) => retentionSchedule[id].label).join('; ')}.`);
  }
  process.exit(0);
} catch (error) {
  console.error('The retention run failed:', error instanceof Error ? error.message : error);
  process.exit(1);
}
