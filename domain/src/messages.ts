// Every user-facing message text from the product specification, written once for screens and server.
export const Messages = {
  apiUnreachable: 'API not reachable',
  healthy: 'API is running',

  // Sign-in and accounts
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  loggingIn: 'Logging in...',
  genericTryLater: 'An error occurred. Please try again later.',
  loginSuccessful: 'Login successful!',
  loginFailed: (message: string) => `Login failed: ${message}`,
  serverErrorTryAgain: 'Server error. Please try again.',
  registrationSuccessful: 'Registration successful!',
  registrationFailed: (message: string) => `Registration failed: ${message}`,
  fillEmailAndNewPassword: 'Please fill in both email and new password.',
  passwordsDoNotMatch: 'Passwords do not match!',
  reviewerLoginFailed: 'Login failed. Please try again.',
  reviewerRegistrationFailed: 'Registration failed. Please try again.',
  invalidCredentials: 'Invalid email or password.',
  invalidAdminCredentials: 'Invalid username or password.',
  wrongAccountType: (role: string) => `This account is not registered as ${role === 'reviewer' ? 'a' : 'an'} ${role}.`,
  emailAlreadyRegistered: 'An account with this email already exists. Please log in.',
  weakPassword: 'Password must be at least 6 characters.',
  resetCodeSent: (email: string) =>
    `If an account exists for ${email}, a reset code has been sent to it. Enter the code to set your new password.`,
  passwordUpdated: 'Password updated successfully. You can now log in.',
  invalidResetCode: 'The reset code is invalid or has expired. Request a new one.',
  adminLoginSuccessful: 'Admin login successful',

  // Fields
  required: (label: string) => `${label} is required`,
  invalidEmail: 'Please enter a valid email address.',
  invalidEmailFormat: 'Please enter a valid email format!',
  phoneDigits: 'Phone number must be exactly 10 digits.',
  invalidGender: (allowed: readonly string[]) => `Gender must be one of ${allowed.join(', ')}.`,

  // Conference registration
  conferenceRegistrationSuccess: 'Registration Successful! Downloading receipt...',
  conferenceErrorServer: (text: string) => `Error occurred: Server Error: ${text}`,
  conferenceErrorNoPdf: (message?: string) => `Error: ${message || 'Unknown error'}`,
  conferenceErrorThrown: (message: string) => `Error occurred: ${message}`,

  // Manuscripts
  maxAuthors: 'Maximum 4 authors allowed.',
  minAuthors: 'At least one author is required.',
  abstractMin: 'Minimum 150 words required.',
  abstractMax: 'Maximum 200 words allowed.',
  wordCount: (count: number) => `Word count: ${count}`,
  keywordsMin: 'Please enter at least 4 keywords.',
  keywordsMax: 'You can enter a maximum of 6 keywords.',
  pdfRequired: 'Please upload your manuscript as a PDF file.',
  notAPdf: 'The uploaded file is not a PDF.',
  noSubmissions: 'No submissions yet.',
  submissionFailed: 'Submission failed. Please try again.',
  errorPrefix: (message: string) => `Error: ${message}`,

  // Payment
  paymentUpdated: 'Payment details updated successfully!',
  paymentSubmitted: 'Payment details submitted successfully!',
  paymentFailed: 'Submission failed! Please try again.',
  receiptExists: 'Receipt already uploaded. Upload a new file to replace.',
  loading: 'Loading...',

  // Reviewers and review
  reviewerNotFound: 'Reviewer not found. Please log in again.',
  failedToLoadPapers: 'Failed to load papers. Please try again later.',
  noPdf: 'No PDF',
  selectReviewer: 'Please select a reviewer.',
  cannotAssignPublished: 'Cannot assign reviewer to published paper',
  noAuthorDetails: 'No author details available.',
  noPapers: 'No papers available.',
  loadingReviewers: 'Loading reviewers...',
  profileRequired: 'Please upload a profile file (PDF, DOCX, or DOC).',
  researchAreaRequired: 'Please enter a research area.',
  profileType: 'Only PDF, DOCX, or DOC files are allowed for the profile.',
  reviewerAdded: 'Reviewer added successfully!',
  reviewPublishedLocked: 'This review is published and cannot be edited.',
  canOnlyPublishAccepted: 'Can only publish when status is Accepted',
  paperPublished: 'Paper published.',
  failedToFetchComments: 'Failed to fetch comments.',
  noComments: 'No comments available.',
  reviewNotStarted: 'Review not started',

  // Admin settings
  profileSettingsUpdated: 'Profile settings updated successfully!',
  systemSettingsUpdated: 'System settings updated successfully!',

  // API access
  signInRequired: 'Sign in required: send Authorization: Bearer <ID token>.',
  invalidToken: 'Your session is invalid or has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  malformedJson: 'The request body is not valid JSON.',
  expectedJson: 'Send the request body as JSON (Content-Type: application/json).',
  internalError: 'Something went wrong on the server. Please try again.',
} as const;
