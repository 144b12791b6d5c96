// Shown for any unknown route: a friendly message and a way back home.
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/usePageTitle';

export default function NotFoundPage() {
  usePageTitle('Page not found');

  return (
    <div className="pub-page pub-container pub-not-found">
      <p className="pub-not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>Sorry, the page you are looking for does not exist or has moved.</p>
      <div className="pub-actions">
        <Link className="pub-btn pub-btn--primary" to={paths.home}>
          Go to the home page
        </Link>
        <Link className="pub-btn pub-btn--secondary" to={paths.callForPapers}>
          Call for Papers
        </Link>
      </div>
    </div>
  );
}
