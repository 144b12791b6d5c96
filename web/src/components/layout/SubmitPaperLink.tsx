// The public pages' call to action: Submit Your Paper, to the author portal's sign-in.
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function SubmitPaperLink() {
  return (
    <Link className="pub-btn pub-btn--primary" to={paths.authorLogin}>
      Submit Your Paper
    </Link>
  );
}
