// The proceedings' public side: the list of accepted papers that /publication shows from the
// notification date on (before it, nothing, whatever the statuses say; rejected and withdrawn papers
// never). Camera-ready files, copyright and the volume build on it (issue 28).
import { z } from 'zod/mini';

/** One accepted paper as the public list shows it: no address, no phone, only what is printed. */
export const PublicAcceptedPaperSchema = z.object({
  paperId: z.string(),
  title: z.string(),
  authors: z.array(z.object({ name: z.string(), affiliation: z.string(), country: z.string() })),
});
export type PublicAcceptedPaper = z.infer<typeof PublicAcceptedPaperSchema>;

/** GET /api/public/accepted: the accepted papers in order of paper ID, from the notification date on. */
export const PublicAcceptedAnswer = z.object({
  papers: z.array(PublicAcceptedPaperSchema),
  /** When the list opens (the calendar's notification date); the papers are empty before it. */
  from: z.string(),
  /** Whether the notification date has come (by the server's clock). */
  open: z.boolean(),
  timeZone: z.string(),
});
export type PublicAccepted = z.infer<typeof PublicAcceptedAnswer>;
