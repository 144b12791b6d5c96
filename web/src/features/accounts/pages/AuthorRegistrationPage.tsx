// Author Registration (/authorregis), prerendered in plain HTML: creates an author account, then signs the
// new author in with the same email and password and goes on to their dashboard.
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { authorRegistrationFields, Messages, type AuthorRegistrationField, type FieldErrors } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { registerAuthor, type AuthorRegistrationInput } from '../../../api/accounts/registerAuthor';
import { FormPage } from '../../../components/layout/FormPage';
import { AuthorRegistrationForm } from '../components/AuthorRegistrationForm';
import type { Notice } from '../../../components/feedback/FormNotice';
import { NoticeText } from '../../../components/feedback/NoticeText';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useAuthorSignIn } from '../hooks/useAuthorSignIn';
import { preloadSession } from '../hooks/useSignIn';
import { registerAndSignIn } from '../utils/registration';

const fieldNames = Object.keys(authorRegistrationFields) as AuthorRegistrationField[];

export default function AuthorRegistrationPage() {
  usePageTitle('Author Registration');
  const location = useLocation();
  const signIn = useAuthorSignIn();
  const [notice, setNotice] = useState<Notice>(null);
  const [registered, setRegistered] = useState(false);

  async function register(values: AuthorRegistrationInput): Promise<FieldErrors<AuthorRegistrationField>> {
    setNotice(null);
    preloadSession();
    const outcome = await registerAndSignIn(values, fieldNames, {
      register: registerAuthor,
      onRegistered: () => {
        setRegistered(true);
        setNotice({ severity: 'success', text: Messages.registrationSuccessful });
      },
      signIn,
    });
    if (outcome.kind === 'signedIn') return {};
    setNotice(outcome.notice);
    return outcome.kind === 'refused' ? outcome.errors : {};
  }

  return (
    <FormPage title="Author Registration" wide>
      <AuthorRegistrationForm onRegister={register} done={registered} />
      <NoticeText notice={notice} />
      <p className="pub-form__aside">
        Already registered?{' '}
        <Link to={paths.authorLogin} state={location.state}>
          Log in
        </Link>
      </p>
    </FormPage>
  );
}
