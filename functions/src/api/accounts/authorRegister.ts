// POST /api/authors/register: creates an author account from the registration form, and tells the
// author how to sign in by email.
import { Messages, SitePages } from '@confsys/domain';
import { createAccount } from '../../lib/accounts/accounts';
import { openOutbox } from '../../lib/mail/outbox';
import { siteLink } from '../../lib/mail/settings';
import { mailTemplates } from '../../lib/mail/templates';
import { handles } from '../../lib/http';

export const authorRegister = handles('authorRegister', async ({ res, body }) => {
  const { email, password, name, gender, designation, organization, phone, address } = body;
  await createAccount({
    role: 'author',
    email,
    password,
    name,
    profile: { gender, designation, organization, phone, address },
    welcome: {
      outbox: await openOutbox(),
      draft: (user) => ({ to: [user.email], mail: mailTemplates.account({ name: user.name, email: user.email, loginUrl: siteLink(SitePages.authorLogin) }) }),
    },
  });
  return { success: true, message: Messages.registrationSuccessful };
});
