// POST /api/authors/register: creates an author account from the registration form.
import { Messages } from '@confsys/domain';
import { createAccount } from '../../lib/accounts';
import { handles } from '../../lib/http';

export const authorRegister = handles('authorRegister', async ({ res, body }) => {
  const { email, password, name, gender, designation, organization, phone, address } = body;
  await createAccount({ role: 'author', email, password, name, profile: { gender, designation, organization, phone, address } });
  res.status(201);
  return { success: true, message: Messages.registrationSuccessful };
});
