// The endpoint table's calendar endpoints: due dates, the reviewers' feed, the calendar and its history, extensions.
import { change, fileEndpoint, forAdmins, forAnyone, forReviewers, removal, type Endpoint } from './endpoint';
import { ApiPaths, ApiRoutePatterns } from '../apiPaths';
import { CalendarSchema } from '../../calendar/calendar';
import { ExtensionRequestSchema } from '../../calendar/extensions';
import { ReviewDueRequestSchema } from '../../calendar/dueDates';
import * as Answers from '../answers';

export const calendarEndpoints = {
  setReviewDue: forAdmins('Admin', change('PUT', ApiRoutePatterns.reviewDue, ReviewDueRequestSchema, {
    summary: "Sets one reviewer's due date on one paper, or clears it so the calendar's review deadline applies",
    description:
      "An admin, for a reviewer assigned to a paper under review. A review submitted after its due date is still accepted and marked late; reminders count from it. Recorded in the audit log in the same transaction. Sends no email.",
    errors: {
      400: '`dueAt` is neither an instant with its offset nor null, or it is not in the future',
      404: 'No paper has this ID, or the reviewer is not assigned to it',
      409: 'The paper is not under review, or a concurrent change to it: try again',
    },
    example: { dueAt: '2030-07-27T23:59:00+05:30' },
  })),
  calendarFeed: forReviewers('Reviewers', {
    method: 'GET',
    path: ApiPaths.calendarFeed,
    summary: "Whether the reviewer has a private calendar feed of their due dates, and since when",
    description: 'A reviewer with a verified email. The link is not shown again (only its digest is stored): make a new one to see it. Changes nothing.',
    errors: { 403: 'The caller is not a reviewer, or has not verified their email' },
    answer: Answers.CalendarFeedAnswer,
  }),
  renewCalendarFeed: forReviewers('Reviewers', {
    method: 'POST',
    path: ApiPaths.calendarFeed,
    summary: "Makes the reviewer's private calendar feed link, or a new one that replaces it",
    description:
      'A reviewer with a verified email. The link holds a 256-bit secret and is the only credential of the feed, so it is shown once; an earlier link stops working at once. Sends no email.',
    success: 201,
    errors: { 403: 'The caller is not a reviewer, or has not verified their email' },
    answer: Answers.NewCalendarFeedAnswer,
  }),
  calendarFeedFile: fileEndpoint(['text/calendar'], {
    path: ApiRoutePatterns.calendarFeedFile,
    access: 'public',
    tag: 'Reviewers',
    summary: "A reviewer's due dates as an iCalendar feed (RFC 5545), for calendar applications",
    description:
      "Anyone holding the link (calendar applications fetch it without signing in). One event per paper under review assigned to the reviewer, at its due date, with the paper's ID and title (never its authors) and a reminder a day before; a submitted review says so. Changes nothing.",
    errors: { 404: 'No feed has this link (never made, or renewed since)' },
  }),
  publicCalendar: forAnyone('Calendar', {
    method: 'GET',
    path: ApiPaths.publicCalendar,
    summary: "The conference calendar: its time zone and every date, as instants",
    description:
      'Anyone may read it; the public pages show their dates from it. Null until the chair sets a calendar (then no deadline is enforced). Browsers and the CDN may keep it for a minute. Changes nothing.',
    answer: Answers.PublicCalendarAnswer,
  }),
  saveCalendar: forAdmins('Calendar', {
    method: 'PUT',
    path: ApiPaths.adminCalendar,
    summary: 'Sets the whole calendar: the time zone, the grace period and every date',
    description:
      'An admin. Each date is an instant with its offset (ISO 8601), stored in UTC; the order is checked (submission before review before notification before camera-ready before the conference). Dates in the past are accepted. Replaces the calendar and records the change (before and after) in the audit log in the same transaction; the same calendar again changes and records nothing. Sends no email.',
    body: { json: CalendarSchema },
    errors: {
      400: 'A field is invalid: an unknown time zone, a grace period outside 0 to 1440 minutes, a date that is not an instant with its offset, or two dates out of order (the message names both); `errors` names the field',
      409: 'A concurrent change to the calendar: try again',
    },
    example: {
      timeZone: 'Asia/Kolkata',
      abstractDeadline: null,
      submissionDeadline: '2030-06-30T23:59:00+05:30',
      graceMinutes: 15,
      reviewDeadline: '2030-07-20T23:59:00+05:30',
      notificationDate: '2030-07-30T10:00:00+05:30',
      cameraReadyDeadline: '2030-08-15T23:59:00+05:30',
      registrationDeadline: '2030-08-25T23:59:00+05:30',
      conferenceStart: '2030-09-18T09:00:00+05:30',
      conferenceEnd: '2030-09-19T18:00:00+05:30',
    },
    answer: Answers.SaveCalendarAnswer,
  }),
  calendarHistory: forAdmins('Calendar', {
    method: 'GET',
    path: ApiPaths.calendarHistory,
    summary: "The calendar's changes, newest first (the latest 50): when, by whom, from what to what",
    description: 'An admin. Read from the audit log (GET /api/admin/audit?action=calendar.update has them all). Changes nothing.',
    answer: Answers.CalendarHistoryAnswer,
  }),
  grantExtension: forAdmins('Calendar', {
    method: 'POST',
    path: ApiPaths.extensions,
    summary: 'Grants an extension of the submission deadline to one author (for a new paper) or to one paper, until a moment, for a written reason',
    description:
      "An admin. An author's extension lets that author submit a new paper until it ends; a paper's is kept for the paper's edits, and once it is accepted, for its camera-ready file, copyright form and metadata. One per author or paper: granting again replaces it. Recorded in the audit log (before and after) in the same transaction. Sends no email.",
    body: { json: ExtensionRequestSchema },
    errors: {
      400: 'A field is invalid: neither or both of paperId and authorEmail, an `until` that is not an instant with its offset or is not in the future, a missing reason, or a paper already rejected',
      404: 'The paper, or an author account with that email, does not exist',
      409: 'A concurrent change to the same extension: try again',
    },
    example: { authorEmail: 'asha.rao@example.org', until: '2030-07-05T23:59:00+05:30', reason: 'Flooding closed the campus for three days before the deadline.' },
    answer: Answers.GrantExtensionAnswer,
  }),
  extensions: forAdmins('Calendar', {
    method: 'GET',
    path: ApiPaths.extensions,
    summary: 'Every extension of the submission deadline, the latest granted first',
    description: 'An admin. Changes nothing.',
    answer: Answers.ExtensionsAnswer,
  }),
  revokeExtension: forAdmins('Calendar', removal(ApiRoutePatterns.revokeExtension, {
    summary: 'Revokes an extension',
    description: 'An admin. Deletes the extension; from then on the calendar\'s deadline applies. Recorded in the audit log in the same transaction.',
    errors: { 404: 'No extension has this ID', 409: 'A concurrent change to the same extension: try again' },
  })),
} as const satisfies Record<string, Endpoint>;
