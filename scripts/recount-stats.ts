// Recomputes the dashboard's aggregate counters from the collections and stores them: for a database
// that predates the counters, or after a repair. Run it while nothing else writes.
//   Emulators: npm run recount     Production: GCLOUD_PROJECT=<project-id> npx tsx scripts/recount-stats.ts
import { recountAndStore } from '../functions/src/lib/stats';

recountAndStore()
  .then((stats) => {
    console.log(JSON.stringify(stats, null, 2));
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
