// The API reference page: Redoc's page and script, served with a Content-Security-Policy of their own,
// rendering the same OpenAPI document as /api/openapi.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiPaths } from '@confsys/domain';
import { currentEdition } from '../editionScope';

/** The site's Content-Security-Policy, as Hosting sets it (firebase.json): the reference runs under it at the function's own URL too. */
export const contentSecurityPolicy =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** Redoc's options: the theme's colours read at 4.5:1 or more on their backgrounds (WCAG AA). */
export const redocOptions = {
  expandResponses: '200,201',
  hideDownloadButton: false,
  jsonSampleExpandLevel: 2,
  pathInMiddlePanel: true,
  theme: {
    colors: {
      primary: { main: '#1a4d8f', light: '#1a4d8f' },
      success: { main: '#1b6b34' },
      warning: { main: '#8a4b00' },
      error: { main: '#b3261e' },
      text: { primary: '#1f2328', secondary: '#4a5058' },
      http: { get: '#1b6b34', post: '#1a4d8f', put: '#7a3e00', delete: '#b3261e' },
      responses: {
        success: { color: '#1b6b34', backgroundColor: '#eaf5ed' },
        error: { color: '#a1231b', backgroundColor: '#fbecea' },
      },
    },
    typography: { fontSize: '16px', code: { color: '#8a1c3c', backgroundColor: '#f4f4f6' }, links: { color: '#1a4d8f', visited: '#5b2d8a', hover: '#0f3466' } },
    sidebar: { backgroundColor: '#f4f5f7', textColor: '#1f2328', activeTextColor: '#1a4d8f' },
    rightPanel: { backgroundColor: '#1f2933', textColor: '#ffffff' },
  },
};

export const page = `<!doctype html>

<html lang="en">

<head>

<meta charset="utf-8">

<meta name="viewport" content="width=device-width, initial-scale=1">

<title>API reference · ${currentEdition().name}</title>

<meta name="description" content="The HTTP API of the ${currentEdition().name} conference site, for integrators.">

<link rel="icon" href="data:,">

<style>body{margin:0}/* Redoc's row of contact and licence pulls itself 15px left into a clipped box: on a phone that cut the address. */div:has(> span > a[href^='mailto:']){margin-left:0!important}</style>

</head>

<body>

<div id="reference"><main><p style="padding:1rem;font-family:sans-serif">Loading the API reference from <a href="${ApiPaths.openapi}">${ApiPaths.openapi}</a>…</p></main></div>

<script src="${ApiPaths.apiDocsScript}"></script>

</body>

</html>

`;

let script: string | undefined;

/** Redoc's standalone bundle followed by the call that renders the document into the page. */
export function referenceScript(): string {
  script ??= `${readFileSync(join(__dirname, 'docs', 'redoc.standalone.js'), 'utf8')}

;(function () {
  var root = document.getElementById('reference');
  Redoc.init(${JSON.stringify(ApiPaths.openapi)}, ${JSON.stringify(redocOptions)}, root);
  // Code samples scroll sideways on narrow screens: each takes the keyboard focus, so it can be scrolled without a mouse (WCAG 2.1.1).
  function focusable() {
    root.querySelectorAll('pre:not([tabindex])').forEach(function (sample) { sample.setAttribute('tabindex', '0'); });
  }
  new MutationObserver(focusable).observe(root, { childList: true, subtree: true });
})();

`;
  return script;
}
