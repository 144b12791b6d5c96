// Recomputes the dashboard's aggregate counters from the collections and stores them: for a database
// that predates the counters, or after a repair. Run it while nothing else writes. First it moves data of
// the single-reviewer model to reviewer lists (lib/migrations.ts; nothing to do once moved).
//   Emulators: npm run recount     Production: GCLOUD_PROJECT=<project-id> npx tsx scripts/recount-stats.ts
import { migrateToReviewerLists } from '../functions/src/lib/migrations';
import { recountAndStore } from '../functions/src/lib/stats';

migrateToReviewerLists()
  .then((moved) => {
    if (moved > 0) console.log(`Moved ${moved} papers to reviewer lists.`);
    return recountAndStore();
  })
  .then((stats) => {
    console.log(JSON.stringify(stats, null, 2));
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
