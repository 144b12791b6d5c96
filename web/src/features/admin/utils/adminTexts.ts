// Texts of the admin screens that the shared Messages do not carry yet (spec section 8). They belong in
// @confsys/domain's Messages; kept here until that module is free to edit.
export const AdminTexts = {
  notAvailable: 'N/A',
  deleteReviewerFailed: 'Error deleting reviewer.',
  addReviewerFailed: 'Error adding reviewer.',
  publishFailed: 'Error publishing paper.',
  sendReviewFailed: (text: string) => `Error sending review: ${text}`,
  updateStatusFailed: (error: string) => `Error updating status: ${error}`,
  verified: 'Verified',
  // Not in the spec (it only logs these); worded like its other texts.
  assignFailed: 'Failed to assign reviewer.',
  loadReviewersFailed: 'Failed to load reviewers. Please try again later.',
  noReviewers: 'No reviewers available.',
} as const;
