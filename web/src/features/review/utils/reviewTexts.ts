// Texts of the evaluation form that the shared Messages do not carry yet (spec section 8). They belong
// in @confsys/domain's Messages; kept here until that module is free to edit.
export const ReviewTexts = {
  formTitle: "Reviewer's Evaluation Form",
  submitFailed: (text: string) => `Failed to submit review: ${text}`,
  submitError: (error: string) => `Error submitting review: ${error}`,
  noPaperSelected: 'No paper selected. Open the form from the list of papers.',
} as const;
