// What the public pages need of the API, kept apart from the whole tables (apiPaths.ts and messages.ts
// spread these in) so a public page downloads these few and not every path and text of the signed-in app.

/** The paths of the public endpoints the public pages call. */
export const PublicApiPaths = {
  healthcheck: '/api/healthcheck',
  /** The conference calendar, for everyone (GET), and for the chair to set (PUT /api/admin/calendar). */
  publicCalendar: '/api/public/calendar',
  /** The conference's identity (name, university, venue, committee, ...), for everyone (GET), and for the chair to set (PUT /api/admin/conference). */
  publicConference: '/api/public/conference',
  /** The current edition and the archived ones, whose accepted papers and programme stay public. */
  publicEditions: '/api/public/editions',
  /** The data contact and the retention periods the privacy notice prints, for everyone (GET), and for the chair to set (PUT /api/admin/privacy). */
  publicPrivacy: '/api/public/privacy',
  /** The fee table as the public pages read it. */
  publicFees: '/api/public/fees',
  /** The programme as the public page reads it, and its calendar files. */
  publicProgramme: '/api/public/programme',
  programmeIcs: '/api/public/programme.ics',
  sessionIcs: (sessionId: string) => `/api/public/programme/sessions/${encodeURIComponent(sessionId)}.ics`,
  /** The accepted papers as /publication lists them, from the notification date on. */
  publicAccepted: '/api/public/accepted',
} as const;
