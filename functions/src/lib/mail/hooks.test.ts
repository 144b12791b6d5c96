// The areas' hooks into mail: a process that never registered them fails on first use, naming the fix,
// instead of skipping a bounce or a reminder; once registered, mail reaches the area's operation.
import { describe, expect, it } from 'vitest';
import { mailHooks, registerMailHooks, type MailHooks } from './hooks';

describe('the mail hooks', () => {
  it('throw until they are registered, then answer what the area registered', async () => {
    expect(() => mailHooks()).toThrow(/registerAreaHooks\(\)/);
    const bounced: string[] = [];
    const hooks: MailHooks = {
      invitationBounced: async (mailId) => void bounced.push(mailId),
      remindInvitees: async (days) => days,
      invitationsInState: async () => [],
      reviewsText: async (paper) => `reviews of ${paper.paperId}`,
    };
    registerMailHooks(hooks);
    await mailHooks().invitationBounced('mail-1');
    expect(bounced).toEqual(['mail-1']);
    expect(await mailHooks().remindInvitees(3, new Date())).toBe(3);
  });
});
