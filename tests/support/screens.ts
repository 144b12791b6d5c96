// Every screen of the site with the persona who opens it: the browser suite checks each one at desk and
// phone width (tests/e2e/accessibility.test.ts), and the benchmark does the same on a seeded conference
// (bench/measure/layout.ts).

export type Persona = 'visitor' | 'author' | 'reviewer' | 'admin';

/** Every route with the persona who opens it ({paper}: the paper under review by the demo reviewer; {sent}: one whose review was sent). */
export const everyScreen: Array<[Persona, string]> = [
  ['visitor', '/'],
  ['visitor', '/callforpapers'],
  ['visitor', '/confregisration'],
  ['visitor', '/publication'],
  ['visitor', '/venue'],
  ['visitor', '/programme'],
  ['visitor', '/committee'],
  ['visitor', '/accessibility'],
  ['visitor', '/privacy'],
  ['visitor', '/editions'],
  ['visitor', '/certificates'],
  // A code nobody was issued: the page says so, in an alert.
  ['visitor', '/certificates/7K3M-X9QD-2HRT-V8WN'],
  // An invitation link nobody was sent: the page says so, in an alert.
  ['visitor', '/invitations/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
  ['visitor', '/conference-registration'],
  ['visitor', '/authorlogin'],
  ['visitor', '/authorregis'],
  ['visitor', '/reviewerlogin'],
  ['visitor', '/adminlogin'],
  ['visitor', '/no-such-page'],
  ['author', '/authordashboard'],
  ['author', '/submitmanuscript'],
  ['author', '/author/payment/{paper}'],
  ['author', '/payment-form'],
  ['reviewer', '/reviewer'],
  ['reviewer', '/reviewer/bidding'],
  ['reviewer', '/reviewform?paperId={paper}'],
  // Sent to the author: the form is locked, and still the only way to read the review, so it must be readable.
  ['reviewer', '/reviewform?paperId={sent}'],
  ['admin', '/admindashboard'],
  ['admin', '/admin/papers?q={paper}'],
  ['admin', '/admin/reviewers'],
  ['admin', '/admin/assignment'],
  ['admin', '/admin/comments'],
  ['admin', '/admin/publication'],
  ['admin', '/admin/email'],
  ['admin', '/admin/email/write'],
  ['admin', '/admin/email/templates'],
  ['admin', '/admin/committee'],
  ['admin', '/admin/payments'],
  ['admin', '/admin/programme'],
  ['admin', '/admin/proceedings'],
  ['admin', '/admin/audit'],
  ['admin', '/admin/certificates'],
  ['admin', '/admin/profile'],
  ['admin', '/admin/guide'],
  ['admin', '/admin/guide/1-setting-up'],
  ...(['calendar', 'reviewing', 'fees', 'proceedings', 'privacy', 'notifications', 'editions', 'api', 'account'] as const).map((section): [Persona, string] => ['admin', `/admin/profile?section=${section}`]),
  ['admin', '/admin/reviewform?paperId={paper}&reviewerId=demo-reviewer'],
];
