// The endpoint table's conference endpoints: the conference's identity.
import { forAdmins, forAnyone, type Endpoint } from './endpoint';
import { ApiPaths } from '../apiPaths';
import { ConferenceIdentityAnswer, ConferenceIdentitySchema, SaveConferenceAnswer } from '../../conference/identity';
import { defaultIdentity } from '../../conference/builtIdentity';
import { PageRuleSchema } from '../../proceedings/proceedings';
import { z } from 'zod/mini';

/** GET /api/public/conference: the identity as saved, the current edition, and the call's page rule. */
export const PublicConferenceAnswer = z.extend(ConferenceIdentityAnswer, { pageRule: PageRuleSchema });

export const conferenceEndpoints = {
  publicConference: forAnyone('Conference', {
    method: 'GET',
    path: ApiPaths.publicConference,
    summary: "The conference's identity: name, university, venue, committee, publication, payment details and contact; and the call's page rule",
    description:
      "Anyone may read it; the public pages show it. Until the chair saves one, the edition's identity as built (`saved` false). `pageRule` is the page limits and page size the chair set for the proceedings, which the call and the submission form state. Browsers and the CDN may keep it for a minute. Changes nothing.",
    answer: PublicConferenceAnswer,
  }),
  saveConference: forAdmins('Conference', {
    method: 'PUT',
    path: ApiPaths.adminConference,
    summary: "Sets the conference's identity: every field at once",
    description:
      "An admin. Replaces the identity and records the change (before and after) in the audit log in the same transaction; the same identity again changes and records nothing. Texts are trimmed; single-line fields lose their line breaks. The public pages show it within a minute, without a rebuild; emails, receipts, the volume and its exports made from then on print it. Invoices already issued keep the supplier they were issued with. The acronym, year and paper-ID prefix belong to the edition and are not set here. Sends no email.",
    body: { json: ConferenceIdentitySchema },
    errors: {
      400: 'A field is missing, too long, of the wrong type, or invalid (an address that is not one, a state the GST law does not name, a committee role with nobody in it); `errors` names the field',
      409: 'A concurrent change to the identity: try again',
    },
    example: defaultIdentity,
    answer: SaveConferenceAnswer,
  }),
} as const satisfies Record<string, Endpoint>;
