// Route guard of the evaluation form, the one screen two roles share: reviewers (their own papers) and
// admins (editing on a reviewer's behalf). Signed-out visitors go to the reviewer login and come back.
import type { ReactNode } from 'react';
import type { Role } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { RoleGate } from '../../../lib/guards';

export interface ReviewAccessGrant {
  role: Extract<Role, 'reviewer' | 'admin'>;
  email: string;
}

const reviewRoles = ['reviewer', 'admin'] as const;

export function ReviewAccess({ children }: { children: (grant: ReviewAccessGrant) => ReactNode }) {
  return (
    <RoleGate roles={reviewRoles} loginPath={paths.reviewerLogin}>
      {({ user, role }) => children({ role, email: user.email ?? '' })}
    </RoleGate>
  );
}
