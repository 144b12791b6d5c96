// POST /api/participants/registration: registers the signed-in participant (or changes their
// registration): category, attendance, the accepted papers they present, billing details with an optional
// GSTIN, hostel nights; answers the amount due (lib/registration/participantRegistration.ts).
import { handles } from '../../lib/http';
import { registerParticipant } from '../../lib/registration/participantRegistration';

export const participantRegistration = handles('participantRegistration', async ({ body, caller }) => registerParticipant(body, caller));
