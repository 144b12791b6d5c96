// The line under every form that collects personal data: where the privacy notice says what is done with
// it, for how long, and whom to ask. A plain paragraph, so it serves the prerendered HTML forms (with their
// note style) and the MUI forms alike.
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function PrivacyNoticeLink({ className }: { className?: string }) {
  return (
    <p className={className}>
      What we do with these details, how long we keep them and whom to ask: <Link to={paths.privacy}>Privacy Notice</Link>.
    </p>
  );
}
