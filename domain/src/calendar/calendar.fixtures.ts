// Test data for the unit tests of the calendar (and the API suites that send one): a calendar in order.

/**
 * A calendar in order, in Kochi's zone, in `year`: submissions close on 30 June, reviews on 20 July, the
 * notification on 30 July, the camera-ready on 15 August, registration on 25 August, and the conference
 * runs on 18 and 19 September. No abstract deadline; `graceMinutes` after the submission deadline.
 */
export function calendarIn(year: number, graceMinutes = 0) {
  return {
    timeZone: 'Asia/Kolkata',
    abstractDeadline: null,
    submissionDeadline: `${year}-06-30T23:59:00+05:30`,
    graceMinutes,
    reviewDeadline: `${year}-07-20T23:59:00+05:30`,
    notificationDate: `${year}-07-30T10:00:00+05:30`,
    cameraReadyDeadline: `${year}-08-15T23:59:00+05:30`,
    registrationDeadline: `${year}-08-25T23:59:00+05:30`,
    conferenceStart: `${year}-09-18T09:00:00+05:30`,
    conferenceEnd: `${year}-09-19T18:00:00+05:30`,
  };
}
