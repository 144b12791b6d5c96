// The endpoint table's programme endpoints: the programme and its calendar files.
import { change, fileEndpoint, forAdmins, forAnyone, type Endpoint } from './endpoint';
import { ApiPaths, ApiRoutePatterns } from '../apiPaths';
import { EditionQuerySchema } from '../../editions/edition';
import { ProgrammeRequestSchema, PublicProgrammeAnswer } from '../../programme/programme';

export const programmeEndpoints = {
  publicProgramme: forAnyone('Programme', {
    method: 'GET',
    path: ApiPaths.publicProgramme,
    summary: "The programme in time order: each session's kind, title, room or online, start and end, chair, and its papers with their authors",
    description: "Anyone: the public programme page reads it. Empty until the chair sets one. `edition` names an archived edition to read its programme instead of the current one's (404 for no such edition). Changes nothing.",
    query: EditionQuerySchema,
    errors: { 404: 'No current or archived edition has this ID' },
    answer: PublicProgrammeAnswer,
  }),
  programmeIcs: fileEndpoint(['text/calendar'], {
    path: ApiPaths.programmeIcs,
    access: 'public',
    tag: 'Programme',
    summary: 'The whole programme as an iCalendar file (RFC 5545): one event per session with its time zone, a UID that stays the same, and a sequence that grows with each change',
    description: 'Anyone, for calendar applications. Changes nothing.',
  }),
  sessionIcs: fileEndpoint(['text/calendar'], {
    path: ApiRoutePatterns.sessionIcs,
    access: 'public',
    tag: 'Programme',
    summary: "One session as an iCalendar file, with the same UID as in the whole programme's file",
    description: 'Anyone. Changes nothing.',
    errors: { 404: 'No session has this ID' },
  }),
  saveProgramme: forAdmins('Programme', change('PUT', ApiPaths.adminProgramme, ProgrammeRequestSchema, {
    summary: 'Sets the whole programme: sessions (paper sessions, keynotes, breaks) with room or online, start and end, chair, and the accepted papers in order',
    description:
      "An admin. A paper is in at most one session and must be accepted or published; two sessions in one room may not overlap. A session whose time or room changed gets a higher sequence, and its presenting authors are emailed the new time. Recorded in the audit log.",
    errors: { 400: 'A field is invalid, a paper is in two sessions, or two sessions overlap in a room', 404: 'A paper named does not exist', 409: 'A paper named is not accepted' },
    example: {
      sessions: [
        { id: 'opening', kind: 'keynote', title: 'Opening keynote', room: 'Main hall', online: true, start: '2025-09-18T09:30:00+05:30', end: '2025-09-18T10:30:00+05:30', chair: 'Prof. R. Venkatesan', paperIds: [] },
        { id: 's1', kind: 'session', title: 'Machine learning I', room: 'Seminar hall 1', online: false, start: '2025-09-18T11:00:00+05:30', end: '2025-09-18T12:30:00+05:30', chair: 'Dr. A. Ramesh', paperIds: ['ICCS25-0042'] },
      ],
    },
  })),
} as const satisfies Record<string, Endpoint>;
