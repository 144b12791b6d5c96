// Bundles the functions with the shared domain module inlined, since Cloud Functions deploys only this
// folder; npm dependencies stay external and are installed from package.json on deploy.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// The functions, and the worker thread the automatic assignment solves in (functions/src/lib/assignment/autoassign/run.ts).
await build({
  entryPoints: { index: 'src/index.ts', 'autoassign-worker': 'src/lib/assignment/autoassign/worker.ts' },
  outdir: 'lib',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});

// The API reference's renderer (GET /api/docs): Redoc's standalone bundle, served by the function itself.
const require = createRequire(import.meta.url);
mkdirSync(new URL('./lib/docs/', import.meta.url), { recursive: true });
// Its side menu shows Redocly's logo from their CDN, which the site's Content-Security-Policy refuses
// (and nothing is to come from elsewhere): an empty source, which the menu hides as a failed image.
const redocLogo = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const redoc = readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8');
if (!redoc.includes(redocLogo)) console.warn(`Redoc's bundle no longer names ${redocLogo}: check /api/docs for requests to other hosts.`);
writeFileSync(new URL('./lib/docs/redoc.standalone.js', import.meta.url), redoc.replaceAll(redocLogo, ''));
