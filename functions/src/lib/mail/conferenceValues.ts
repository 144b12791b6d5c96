// The conference's facts as merge fields ({{conference.name}}, {{dates.registration}}, ...): every
// recipient of a mailing has them, and so does each of the conference's messages the chair edited.
import { conferenceDaysOf, formatDeadlineIn, type FieldValues } from '@confsys/domain';
import { shownCalendar } from '../calendar/calendar';
import { readIdentity } from '../conference/identity';
import { currentEdition } from '../editionScope';

/** The conference's facts, as the identity and the calendar are now. */
export async function conferenceValues(): Promise<FieldValues> {
  const [identity, calendar] = await Promise.all([readIdentity(), shownCalendar()]);
  const deadline = (iso: string) => formatDeadlineIn(iso, calendar.timeZone);
  return {
    'conference.name': identity.title,
    'conference.acronym': currentEdition().name,
    'conference.dates': conferenceDaysOf(calendar),
    'conference.venue': [identity.university, identity.city, identity.country].filter(Boolean).join(', '),
    'conference.contact': identity.contactEmail,
    'dates.submission': deadline(calendar.submissionDeadline),
    'dates.review': deadline(calendar.reviewDeadline),
    'dates.notification': deadline(calendar.notificationDate),
    'dates.cameraReady': deadline(calendar.cameraReadyDeadline),
    'dates.registration': deadline(calendar.registrationDeadline),
  };
}

