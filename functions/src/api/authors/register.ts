// POST /api/authors/register: creates an author account from the registration form.
import { Messages, type MessageResponse, text, validateAuthorRegistration } from '@confsys/domain';
import { createAccount } from '../../lib/accounts';
import { assertValid } from '../../lib/errors';
import { jsonBody, type Handler } from '../../lib/http';

export const authorRegister: Handler = async ({ req, res }): Promise<MessageResponse> => {
  const body = jsonBody(req);
  assertValid(validateAuthorRegistration(body));
  await createAccount({
    role: 'author',
    email: text(body.email),
    password: text(body.password),
    name: text(body.name),
    profile: {
      gender: text(body.gender),
      designation: text(body.designation),
      organization: text(body.organization),
      phone: text(body.phone),
      address: text(body.address),
    },
  });
  res.status(201);
  return { success: true, message: Messages.registrationSuccessful };
};
