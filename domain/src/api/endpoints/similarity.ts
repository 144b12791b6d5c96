// The endpoint table's similarity endpoints: a paper's overlap report and the chair's integrity settings.
import { change, ErrorTexts, forAdmins, removal } from './endpoint';
import { ApiPaths, ApiRoutePatterns } from '../apiPaths';
import { ExternalCheckRequestSchema, IntegrityAnswerSchema, IntegritySettingsSchema, SimilarityReportSchema, defaultIntegritySettings } from '../../similarity/similarity';

export const similarityEndpoints = {
  paperSimilarity: forAdmins('Admin', {
    method: 'GET',
    path: ApiRoutePatterns.paperSimilarity,
    summary: "A paper's similarity report: each paper of this edition or an archived one that shares at least the threshold's share of its text, with the passages side by side",
    description:
      "An admin. Made from each manuscript's text when it is uploaded (submission, revision, camera-ready), in the background: `computedAt` is null until then. `percent` (0 to 100) is the share of this paper's word shingles (five words in a row, the references left out) found in the other paper; the other's edition and its status now are given. Changes nothing.",
    errors: { 404: ErrorTexts.noPaper },
    answer: SimilarityReportSchema,
  }),
  integritySettings: forAdmins('Admin', {
    method: 'GET',
    path: ApiPaths.integrity,
    summary: "The integrity settings: the similarity threshold, the cap on papers per author and what happens over it, and whether the external check is set",
    description: `An admin. Until the chair saves them: a threshold of ${defaultIntegritySettings.similarityThreshold}%, no cap, over the cap flagged. \`external\` is the Similarity Check's address and when it was set, or null; its key is never answered. Changes nothing.`,
    answer: IntegrityAnswerSchema,
  }),
  saveIntegritySettings: forAdmins('Admin', change('PUT', ApiPaths.integrity, IntegritySettingsSchema, {
    summary: 'Sets the integrity settings: the similarity threshold (percent), the cap on papers per author (0 for none) and whether a submission over it is flagged or refused',
    description: 'An admin. Recorded in the audit log. Sends no email.',
    errors: { 400: 'A field is invalid: a threshold outside 5 to 100, a cap outside 0 to 100, an action other than flag or refuse' },
    example: { similarityThreshold: 30, maxPapersPerAuthor: 3, overCap: 'refuse' },
  })),
  saveExternalCheck: forAdmins('Admin', change('PUT', ApiPaths.externalCheck, ExternalCheckRequestSchema, {
    summary: "Sets the optional external check (Crossref Similarity Check, iThenticate v2): its https address and the API key of the publisher's integration",
    description:
      "An admin. From then on each accepted or published paper's file is sent to it once (again when its camera-ready file changes), named by its paper ID alone, and its overall match shows on the paper's report within a few runs of 15 minutes. Without it nothing leaves the product. The key is kept where no client reads it and never answered back; the audit log records that it was set, not its value. Sends no email.",
    errors: { 400: 'The address is not an https:// address of a host, or the key is not 8 to 500 printable characters' },
    example: { baseUrl: 'https://example.turnitin.com', key: 'a-publisher-integration-key' },
  })),
  removeExternalCheck: forAdmins('Admin', removal(ApiPaths.externalCheck, {
    summary: 'Removes the external check: no paper is sent any more (the figures already read stay on the reports)',
    description: 'An admin. Recorded in the audit log. Sends no email.',
  })),
};
