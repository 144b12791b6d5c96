// Where the messages go out and what they link to. Deployed, the SMTP server's URL is the secret
// SMTP_URL (README, Deploying); the site's address and the sender are parameters with sensible defaults.
// Under the emulators, SMTP_URL comes from functions/.secret.local, which the project's commands write
// for the MailDev they start (scripts/lib/mailServer.mjs).
import { defineSecret, defineString } from 'firebase-functions/params';
import { conference } from '@confsys/domain';
import { inEmulator } from '../admin';

/** The SMTP server, as a URL: smtps://user:password@smtp.example.org:465 */
export const smtpUrl = defineSecret('SMTP_URL');

const siteUrlParam = defineString('SITE_URL', {
  default: '',
  description: "The site's address for the links in messages (default: https://<project>.web.app).",
});
const mailFromParam = defineString('MAIL_FROM', {
  default: '',
  description: `The sender of the messages (default: "${conference.shortName}" <${conference.contactEmail}>).`,
});

/** The emulator suite's site: the front door of `npm start` (scripts/start.mjs). */
const localSite = 'http://127.0.0.1:5000';

/** The site's address, without a trailing slash. Never taken from a request's Host header, which a caller chooses. */
export function siteUrl(): string {
  const configured = siteUrlParam.value().trim().replace(/\/+$/, '');
  if (configured) return configured;
  return inEmulator ? localSite : `https://${process.env.GCLOUD_PROJECT}.web.app`;
}

/** A link to a page of the site. */
export function siteLink(path: string): string {
  return `${siteUrl()}${path}`;
}

export function mailFrom(): { name: string; address: string } {
  const configured = mailFromParam.value().trim();
  const match = /^(?:"?([^"<]*)"?\s*)?<([^>]+)>$/.exec(configured);
  if (match) return { name: (match[1] ?? '').trim(), address: (match[2] ?? '').trim() };
  if (configured) return { name: conference.shortName, address: configured };
  return { name: conference.shortName, address: conference.contactEmail };
}
