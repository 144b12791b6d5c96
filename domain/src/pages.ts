// The pages of the site that messages link to, written once for the SPA's routes (web/src/config/paths.ts)
// and the server's messages.
export const SitePages = {
  authorLogin: '/authorlogin',
  authorDashboard: '/authordashboard',
  reviewerDashboard: '/reviewer',
  reviewForm: '/reviewform',
  reviewerBidding: '/reviewer/bidding',
  adminAssignment: '/admin/assignment',
  adminComments: '/admin/comments',
  adminEmail: '/admin/email',
} as const;

/** The review form of one paper, as a reviewer opens it. */
export function reviewFormPage(paperId: string): string {
  return `${SitePages.reviewForm}?${new URLSearchParams({ paperId }).toString()}`;
}
