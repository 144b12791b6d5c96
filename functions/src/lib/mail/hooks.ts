// What the areas above mail add to it: marking the invitation whose message bounced, the committee
// invitees' scheduled reminders, and the facts of a mailing's recipients that only an area holds. Mail
// imports no area: each process that runs mail registers these once where it composes the functions
// (functions/src/registrations.ts), and mail used in a process that did not fails at once, so a bounce
// or a reminder is never skipped quietly.
import type { InvitationDoc, InvitationState, PaperDoc } from '@confsys/domain';

export interface MailHooks {
  /** Records that message `mailId`, an invitation, could not be delivered: the invitation shows bounced. */
  invitationBounced(mailId: string): Promise<void>;
  /** The hourly run's reminders to the committee's invitees who have not answered for `days` days (0: none); answers how many were reminded. */
  remindInvitees(days: number, now: Date): Promise<number>;
  /** The invitations in a state at `now`, for a mailing to the reviewers filtered by their invitation. */
  invitationsInState(state: InvitationState, now: Date): Promise<InvitationDoc[]>;
  /** A paper's submitted reviews as a message quotes them ({{reviews}}), labelled as its comments PDF labels them. */
  reviewsText(paper: PaperDoc): Promise<string>;
}

let registered: MailHooks | null = null;

/** Called once per process by functions/src/registrations.ts; a second call replaces the first. */
export function registerMailHooks(hooks: MailHooks): void {
  registered = hooks;
}

/** The registered hooks; throws when this process never registered them. */
export function mailHooks(): MailHooks {
  if (!registered) throw new Error('The mail hooks are not registered in this process: call registerAreaHooks() (functions/src/registrations.ts) where the functions are composed.');
  return registered;
}
