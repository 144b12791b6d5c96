// Bundles the functions with the shared domain module inlined, since Cloud Functions deploys only this
// folder; npm dependencies stay external and are installed from package.json on deploy.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
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
copyFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), new URL('./lib/docs/redoc.standalone.js', import.meta.url));
