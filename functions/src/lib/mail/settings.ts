// Where the messages go out and what they link to. Deployed, the SMTP server's URL is the secret
// SMTP_URL, the site's address the parameter SITE_URL, and the sender MAIL_FROM (docs/operations.md, Deploying).
// Under the emulators, SMTP_URL comes from functions/.secret.local, which the project's commands write
// for the MailDev they start (scripts/lib/mailServer.mjs).
import { defineSecret, defineString } from 'firebase-functions/params';
import { conference, defaultIdentity } from '@confsys/domain';
import { inEmulator } from '../admin';

/** The SMTP server, as a URL: smtps://user:password@smtp.example.org:465 */
export const smtpUrl = defineSecret('SMTP_URL');

/** The site's address, for the links in messages: set per project in functions/.env.<project> (emulators: .env.local). */
const siteUrlParam = defineString('SITE_URL', { description: "The site's address for the links in messages, e.g. https://iccs2025.web.app" });
const mailFromParam = defineString('MAIL_FROM', {
  default: `${conference.shortName} <${defaultIdentity.contactEmail}>`,
  description: 'The sender of the messages: Name <address>, an address the SMTP server may send from.',
});

/** The emulator suite's site: the front door of `npm start` (scripts/start.mjs). */
const localSite = 'http://127.0.0.1:5000';

/**
 * The site's address, without a trailing slash. Never taken from a request's Host header, which a
 * caller chooses. Code run outside the functions (the tests' in-process calls) gets the local site.
 */
export function siteUrl(): string {
  const configured = (process.env.SITE_URL === undefined && inEmulator ? localSite : siteUrlParam.value()).trim();
  return configured.replace(/\/+$/, '');
}

/** A link to a page of the site. */
export function siteLink(path: string): string {
  return `${siteUrl()}${path}`;
}

export function mailFrom(): { name: string; address: string } {
  const configured = (process.env.MAIL_FROM ?? mailFromParam.value()).trim();
  const match = /^(?:"?([^"<]*)"?\s*)?<([^>]+)>$/.exec(configured);
  if (match) return { name: (match[1] ?? '').trim(), address: (match[2] ?? '').trim() };
  if (configured) return { name: conference.shortName, address: configured };
  return { name: conference.shortName, address: defaultIdentity.contactEmail };
}
