// Build of the SPA (`npm run build -w web [-- --mode emulator]`): the Vite client build, then the public
// information pages and the sign-in screens (src/prerender.tsx) rendered to HTML files in dist/, each with
// its own title, the stylesheets of its page module and a loader script (dist/assets/start-<page>-<hash>.js)
// that starts the app after the page has loaded. The empty SPA shell stays as dist/app.html for every other
// route (firebase.json rewrites to it).
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = join(webRoot, 'dist');
const serverOut = join(webRoot, 'node_modules', '.prerender');
const emptyRoot = '<div id="root"></div>';
const modeFlag = process.argv.indexOf('--mode');
const mode = modeFlag >= 0 ? process.argv[modeFlag + 1] : 'production';

await build({ root: webRoot, mode });
await build({
  root: webRoot,
  mode,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: serverOut, emptyOutDir: true, manifest: false, copyPublicDir: false },
});
const { render, prerenderedPages } = await import(pathToFileURL(join(serverOut, 'prerender.js')).href);

const shell = await readFile(join(dist, 'index.html'), 'utf8');
if (!shell.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot} to fill`);
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryChunks = chunksOf(entryKey);

// Prerendered pages paint from their HTML and CSS alone, so their JavaScript must not compete with that:
// the shell's script and preload tags are replaced by a loader that starts the app once the page has
// loaded (links work as plain links until then), and the app then hydrates the HTML (main.tsx).
const scriptTags = /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
const staticShell = shell.replace(scriptTags, '');
if (staticShell.includes('<script') || staticShell.includes('modulepreload')) {
  throw new Error('dist/index.html has script tags the prerender step does not know');
}

await writeFile(join(dist, 'app.html'), shell);
for (const page of prerenderedPages) {
  const { html, title } = await render(page.path);
  const chunks = [...new Set([...entryChunks, ...chunksOf(page.source)])];
  const files = chunks.map((chunk) => `/${chunk.file}`);
  // The page module's own CSS (the entry's is in the shell already): linked in the head, so that the page
  // paints styled from its HTML; the app, once started, finds these links and does not load them again.
  const stylesheets = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))]
    .filter((file) => !staticShell.includes(`href="/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  // The loader is a file of its own, not an inline script, so the Content-Security-Policy needs no
  // 'unsafe-inline' or hashes for scripts (firebase.json). A module script runs before the load event.
  const start = `addEventListener('load', () => { for (const href of ${JSON.stringify(files)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href })); import(${JSON.stringify(files[0])}); }, { once: true });\n`;
  const startFile = `assets/start-${page.file.replace(/\.html$/, '')}-${createHash('sha256').update(start).digest('hex').slice(0, 8)}.js`;
  await writeFile(join(dist, startFile), start);
  const loader = `<script type="module" src="/${startFile}"></script>`;
  // Replacer functions, so a `$` in the page text is never read as a replacement pattern.
  let document = staticShell
    .replace(emptyRoot, () => `<div id="root">${html}</div>`)
    .replace('</body>', () => `${loader}\n  </body>`)
    .replace('</head>', () => stylesheets.map((link) => `  ${link}\n`).join('') + '  </head>');
  if (title) document = document.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  await writeFile(join(dist, page.file), document);
}
await rm(serverOut, { recursive: true, force: true });
console.log(`prerendered ${prerenderedPages.map((page) => page.path).join(' ')}`);

/** The chunks a manifest entry needs: its own and, recursively, those of its static imports. */
function chunksOf(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest (renamed page?)`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [chunk, ...(chunk.imports ?? []).flatMap((imported) => chunksOf(imported, seen))];
}

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
