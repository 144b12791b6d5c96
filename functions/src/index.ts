// Entry point of the functions codebase: re-exports, after the guard that answers what the platform's
// server would refuse before the API runs (a malformed address, a broken body) with the API's JSON
// errors. The platform creates its server after this module loads. Every function runs from this
// module, so the areas' hooks into the infrastructure are registered here, once for all of them.
import { guardPlatformServers } from './lib/platformGuard';
import { registerAreaHooks } from './registrations';

guardPlatformServers();
registerAreaHooks();

export { api } from './api';
export { countPapers, countAuthors, countReviewers, countEditionPapers, countEditionReviewers, countBidTallies, countEditionBidTallies } from './triggers/counters';
export { retryMail, sendMail } from './triggers/mail';
export { buildVolumeLayout, buildEditionVolumeLayout } from './triggers/volumeLayout';
export { checkSimilarity, checkEditionSimilarity, checkExternalSimilarity } from './triggers/similarity';
export { numberInvoices } from './triggers/invoices';
export { remindReviewers } from './triggers/reminders';
export { sendDiscussionNotices } from './triggers/discussion';
export { eraseExpiredData } from './triggers/retention';
