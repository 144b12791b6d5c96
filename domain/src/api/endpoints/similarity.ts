// The endpoint table's similarity endpoints: a paper's overlap report and the chair's integrity settings.
import { change, ErrorTexts, forAdmins } from './endpoint';
import { ApiPaths, ApiRoutePatterns } from '../apiPaths';
import { IntegritySettingsSchema, SimilarityReportSchema, defaultIntegritySettings } from '../../similarity/similarity';

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
    summary: "The integrity settings: the similarity threshold, the cap on papers per author and what happens over it",
    description: `An admin. Until the chair saves them: a threshold of ${defaultIntegritySettings.similarityThreshold}%, no cap, over the cap flagged. Changes nothing.`,
    answer: IntegritySettingsSchema,
  }),
  saveIntegritySettings: forAdmins('Admin', change('PUT', ApiPaths.integrity, IntegritySettingsSchema, {
    summary: 'Sets the integrity settings: the similarity threshold (percent), the cap on papers per author (0 for none) and whether a submission over it is flagged or refused',
    description: 'An admin. Recorded in the audit log. Sends no email.',
    errors: { 400: 'A field is invalid: a threshold outside 5 to 100, a cap outside 0 to 100, an action other than flag or refuse' },
    example: { similarityThreshold: 30, maxPapersPerAuthor: 3, overCap: 'refuse' },
  })),
};
