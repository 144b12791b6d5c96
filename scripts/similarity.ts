// Signs every paper of every edition for the similarity check (lib/similarity/rebuild.ts): for data that
// predates the check, or after its signature's version changed. Papers already signed from their current
// file are skipped unless --all is given. Safe to run while the site runs: each paper's check is the one
// an upload makes.
//   Emulators: npm run similarity [-- --all]     Production: GCLOUD_PROJECT=<project-id> npx tsx scripts/similarity.ts
import { signEveryPaper } from '../functions/src/lib/similarity/rebuild';

try {
  const figures = await signEveryPaper({
    all: process.argv.includes('--all'),
    onProgress: (so) => process.stdout.write(`\r${so.papers} papers read, ${so.signed} signed`),
  });
  process.stdout.write('\n');
  const perPaper = figures.signed > 0 ? (figures.signingMs / figures.signed).toFixed(0) : '0';
  console.log(`Signed ${figures.signed} of ${figures.papers} papers in ${(figures.totalMs / 1000).toFixed(1)} s (${perPaper} ms per signature); ${figures.missing} without a stored file.`);
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
