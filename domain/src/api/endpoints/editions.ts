// The endpoint table's editions endpoints: the editions: listed, made from the last, opened.
import { forAdmins, forAnyone, type Endpoint } from './endpoint';
import { ApiPaths, ApiRoutePatterns } from '../apiPaths';
import { CreateEditionAnswer, CreateEditionRequestSchema, EditionsAnswer, OpenEditionAnswer, PublicEditionsAnswer } from '../../editions/edition';

export const editionsEndpoints = {
  publicEditions: forAnyone('Editions', {
    method: 'GET',
    path: ApiPaths.publicEditions,
    summary: 'The current edition and the archived ones, newest first: ID, acronym, year, name and state (never a draft)',
    description: "Anyone: the site's list of past editions reads it, and each archived edition's page reads its accepted papers and programme with `?edition=`. Browsers and the CDN may keep it for a minute. Changes nothing.",
    answer: PublicEditionsAnswer,
  }),
  editions: forAdmins('Editions', {
    method: 'GET',
    path: ApiPaths.editions,
    summary: 'Every edition, oldest first, with its state (draft, current, archived), and which is current',
    description: 'An admin. The edition the database was built with is listed even before a second one is made. Changes nothing.',
    answer: EditionsAnswer,
  }),
  createEdition: forAdmins('Editions', {
    method: 'POST',
    path: ApiPaths.editions,
    summary: "Makes a draft edition (acronym, year, name), copying the current edition's settings the chair ticks; preview: true only says what it would take",
    description:
      "An admin. `copy` names the settings to take from the current edition (identity and committee, calendar, fee table, review, proceedings, notification and reminder settings); the calendar's dates move by `shiftMonths` (12 unless given), each at the same wall-clock time in its zone. Papers, reviews, bids, assignments, registrations and payments are never copied. The draft's paper IDs are its acronym and the year's last two digits (ICCS26-0001). The registry entry, the copied settings and the audit entry are written in one transaction. Sends no email.",
    body: { json: CreateEditionRequestSchema },
    errors: {
      400: 'An acronym that is not 2 to 10 capital letters or digits, a year outside 2000-2099, an unknown part or one named twice, or a shift outside 0-36 months; `errors` names the field',
      409: 'An edition with this acronym and year exists',
    },
    example: { acronym: 'ICCS', year: 2026, name: 'ICCS 2026', copy: ['identity', 'calendar', 'fees'], shiftMonths: 12, preview: true },
    answer: CreateEditionAnswer,
  }),
  openEdition: forAdmins('Editions', {
    method: 'POST',
    path: ApiRoutePatterns.openEdition,
    summary: 'Makes a draft edition the current one; the current edition is archived (read-only)',
    description:
      "An admin. From then on every request acts on the opened edition: submissions get its paper IDs, the site shows its calendar. The archived edition can still be read (its accepted papers and programme, its authors' own papers, reviews and invoices, the chair's screens); a change sent to one of its papers is refused with 403 naming it, and its reviewers lose access to its papers. Recorded in the audit log. Sends no email.",
    errors: { 404: 'No edition has this ID', 409: 'The edition is not a draft (it is current or archived)' },
    answer: OpenEditionAnswer,
  }),
} as const satisfies Record<string, Endpoint>;
