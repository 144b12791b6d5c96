// Entry point of the functions codebase: re-exports only.
export { api } from './api';
export { countPapers, countAuthors, countReviewers } from './triggers/counters';
export { sendMail } from './triggers/mail';
