// Guarded areas of each role, loaded lazily with the Firebase code they need.
import { RequireRole } from '../lib/guards';
import { paths } from '../config/paths';

export function AuthorArea() {
  return <RequireRole role="author" loginPath={paths.authorLogin} />;
}

export function ReviewerArea() {
  return <RequireRole role="reviewer" loginPath={paths.reviewerLogin} />;
}

export function AdminArea() {
  return <RequireRole role="admin" loginPath={paths.adminLogin} />;
}
