// GET /api/participants/me: the signed-in participant's registration and amount due (null before they
// register), their payments with their states and document numbers, and the meeting link once a payment
// is verified.
import { defaultTimeZone } from '@confsys/domain';
import { readCalendar } from '../../lib/calendar/calendar';
import { configDocs, documents } from '../../lib/documents';
import { paymentView } from '../../lib/paymentStore';
import { handles } from '../../lib/http';

export const participantMe = handles('participantMe', async ({ caller }) => {
  const [stored, payments, table, calendar] = await Promise.all([
    documents.participants.doc(caller.uid).get().then((doc) => doc.data()),
    documents.payments.where('uid', '==', caller.uid).get(),
    configDocs.fees.get().then((doc) => doc.data()),
    readCalendar(),
  ]);
  const views = payments.docs.map((doc) => paymentView(doc.id, doc.data())).sort((a, b) => b.recordedAt.localeCompare(a.recordedAt));
  const verified = views.some((payment) => payment.state === 'verified');
  const registration = stored ? (({ uid: _uid, ...rest }) => rest)(stored) : null;
  return {
    registration,
    meetingLink: verified && table?.meetingLink ? table.meetingLink : null,
    payments: views,
    payableUntil: calendar?.registrationDeadline ?? null,
    timeZone: calendar?.timeZone ?? defaultTimeZone,
  };
});
