// The conference's messages. Each kind is one template of blocks (paragraphs, labelled fields, lists,
// links), and one renderer makes both the plain-text and the HTML version from it, with the
// conference's name and contact in the footer. A template says what the conference is called through
// the identity it is rendered with: the outbox renders it when it queues it (outbox.ts), with the
// identity as it is at that moment. Every value is escaped in the HTML version, and the
// subject is made header-safe, so what authors type (titles, names) can neither add markup nor headers.
import { escapeHtml, formatDate, headerSafe, organiserOf, referenceText, renderTemplate, type ConferenceIdentity, type FieldValues, type MailKind, type MessageTemplateKey, type UploadReceipt, type DigestItem } from '@confsys/domain';
import { currentEdition } from '../editionScope';

type Block =
  | { paragraph: string }
  | { fields: ReadonlyArray<readonly [label: string, value: string]> }
  | { list: readonly string[] }
  | { quote: string }
  | { link: { label: string; url: string } }
  /** Text as someone wrote it: paragraphs at blank lines, its other line breaks kept. */
  | { written: string };

interface Template {
  subject: string;
  greeting: string;
  blocks: Block[];
}

/**
 * A message before it is rendered: its kind, and its template as the conference's identity fills it. A
 * message the chair may edit names its template and its values for the fields: the outbox sends the
 * chair's words in place of `write` once they were saved (mail/messageTemplates.ts).
 */
export interface Letter {
  kind: MailKind;
  write: (identity: ConferenceIdentity) => Template;
  editable?: { key: MessageTemplateKey; values: FieldValues; subjectPrefix?: string };
}

export interface RenderedMail {
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
}

function textOf(block: Block): string {
  if ('paragraph' in block) return block.paragraph;
  if ('fields' in block) return block.fields.map(([label, value]) => `${label}: ${value}`).join('\n');
  if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
  if ('quote' in block) return block.quote.split('\n').map((line) => `> ${line}`).join('\n');
  if ('written' in block) return block.written.trim();
  return `${block.link.label}: ${block.link.url}`;
}

const cell = 'padding:2px 12px 2px 0;vertical-align:top';

const paragraphsOf = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** A web address in written text, up to a space or a character that cannot be part of it; trailing punctuation is the sentence's. */
const webAddress = /\bhttps?:\/\/[^\s<>"']+/g;

/**
 * Written text in HTML, escaped, with its web addresses as links, as a mail client that links them shows
 * them: what the chair wrote (a merge field's {{link.dashboard}} among it) reads as it does in the text.
 */
function linked(text: string): string {
  let html = '';
  let at = 0;
  for (const match of text.matchAll(webAddress)) {
    const url = match[0].replace(/[.,;:!?)\]]+$/, '');
    html += `${escapeHtml(text.slice(at, match.index))}<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    at = match.index + url.length;
  }
  return html + escapeHtml(text.slice(at));
}

function htmlOf(block: Block): string {
  if ('paragraph' in block) return `<p>${escapeHtml(block.paragraph)}</p>`;
  if ('fields' in block) {
    const rows = block.fields.map(([label, value]) => `<tr><th scope="row" style="${cell};text-align:left">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`);
    return `<table role="presentation" style="border-collapse:collapse">${rows.join('')}</table>`;
  }
  if ('list' in block) return `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  if ('written' in block) return paragraphsOf(block.written).map((paragraph) => `<p>${linked(paragraph).replace(/\n/g, '<br>')}</p>`).join('');
  if ('quote' in block) return `<blockquote style="margin:0 0 1em;padding-left:12px;border-left:3px solid #ccc">${linked(block.quote).replace(/\n/g, '<br>')}</blockquote>`;
  return `<p><a href="${escapeHtml(block.link.url)}">${escapeHtml(block.link.label)}</a></p>`;
}

/** Both versions of a message, with the conference's name in the subject and its facts in the footer. */
export function renderMail(letter: Letter, identity: ConferenceIdentity): RenderedMail {
  const { kind } = letter;
  const template = letter.write(identity);
  const footerLines = [identity.title, `${organiserOf(identity)}, ${identity.city}`, `Questions: ${identity.contactEmail}`];
  const subject = headerSafe(`${currentEdition().name}: ${template.subject}`);
  const text = `${[template.greeting, ...template.blocks.map(textOf)].filter(Boolean).join('\n\n')}\n\n-- \n${footerLines.join('\n')}\n`;
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>',
    escapeHtml(subject),
    '</title></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">',
    template.greeting ? `<p>${escapeHtml(template.greeting)}</p>` : '',
    ...template.blocks.map(htmlOf),
    `<hr><p style="font-size:13px;color:#444">${footerLines.map(escapeHtml).join('<br>')}</p>`,
    '</body></html>',
  ].join('');
  return { kind, subject, text, html };
}

/** A letter whose template does not depend on the identity beyond the subject and footer, or does through `identity`. */
const letter = (kind: MailKind, write: (identity: ConferenceIdentity) => Template, editable?: Letter['editable']): Letter => ({ kind, write, ...(editable ? { editable } : {}) });

/**
 * The letter in the chair's words: their subject and body filled with the letter's values (and the
 * conference's facts), in place of its default. The default stays when a value is missing, which the
 * check on saving rules out.
 */
export function inChairsWords(original: Letter, words: { subject: string; body: string }, conferenceValues: FieldValues): Letter {
  if (!original.editable) return original;
  const values = { ...conferenceValues, ...original.editable.values };
  const subject = renderTemplate(words.subject, values, 'subject');
  const body = renderTemplate(words.body, values, 'body');
  if ('missing' in subject || 'missing' in body) return original;
  const prefix = original.editable.subjectPrefix ?? '';
  return { kind: original.kind, write: () => ({ subject: `${prefix}${subject.text}`, greeting: '', blocks: [{ written: body.text }] }) };
}

const greet = (name: string) => `Dear ${name.trim() || 'participant'},`;

export interface PaperFacts {
  paperId: string;
  title: string;
}

/** An upload's receipt as the emails list it: the time of receipt (UTC, to the second), the file, its size and SHA-256. */
const receiptFields = (receipt: UploadReceipt): Array<readonly [string, string]> => [
  ['Received', `${receipt.receivedAt.slice(0, 10)} ${receipt.receivedAt.slice(11, 19)} UTC`],
  ['File', `${receipt.fileName} (${receipt.bytes.toLocaleString('en-IN')} bytes)`],
  ['SHA-256', receipt.sha256],
];

const paperFields = (paper: PaperFacts): Array<readonly [string, string]> => [
  ['Paper ID', paper.paperId],
  ['Title', paper.title],
];

export const mailTemplates = {
  registration: (facts: { name: string; registrationNumber: string; accountCreated: boolean; receiptUrl: string; loginUrl: string; days: string }) =>
    letter('registration', (identity) => ({
      subject: `registration ${facts.registrationNumber} confirmed`,
      greeting: greet(facts.name),
      blocks: [
        { paragraph: `Thank you for registering for ${identity.title}, ${facts.days}.` },
        { fields: [['Registration number', facts.registrationNumber]] },
        { paragraph: 'Your registration receipt is attached. You can also download it here for 30 days:' },
        { link: { label: 'Registration receipt', url: facts.receiptUrl } },
        {
          paragraph: facts.accountCreated
            ? 'An author account was created with this email address and the password you chose. Sign in to submit a manuscript:'
            : 'Sign in with your existing account to submit a manuscript:',
        },
        { link: { label: 'Author sign-in', url: facts.loginUrl } },
        { paragraph: 'If you did not register, write to the contact address below: someone may have used your address.' },
      ],
    })),

  account: (facts: { name: string; email: string; loginUrl: string }) =>
    letter('account', () => ({
      subject: 'your author account',
      greeting: greet(facts.name),
      blocks: [
        { paragraph: `An author account for ${currentEdition().name} was created with this email address.` },
        { paragraph: `Sign in with ${facts.email} and the password you chose. If you forget it, use "Forgot Password?" on the sign-in page.` },
        { link: { label: 'Author sign-in', url: facts.loginUrl } },
        { paragraph: 'If you did not create this account, write to the contact address below: someone may have used your address.' },
      ],
    })),

  /**
   * An account message: the one-time link that sets a password (a new account's first, or a forgotten
   * one) or verifies the address, with the same code written out for the Reset Password dialog.
   */
  accountLink: (facts: { kind: 'setPassword' | 'passwordReset' | 'emailVerification'; name: string; account: string; url: string; code: string; signInUrl: string }) =>
    letter(
      facts.kind,
      () => {
        const codeBlocks: Block[] = [
          { paragraph: 'If the link does not open, enter this code in "Forgot Password?" on the sign-in page:' },
          { fields: [['Code', facts.code]] },
        ];
        const expired: Block = { paragraph: 'The link works once, within an hour. If it has expired, use "Forgot Password?" on the sign-in page to have a new one sent:' };
        const signIn: Block = { link: { label: 'Sign-in page', url: facts.signInUrl } };
        if (facts.kind === 'emailVerification') {
          return {
            subject: 'verify your email address',
            greeting: greet(facts.name),
            blocks: [
              { paragraph: `Please confirm that this address belongs to your ${facts.account}: open the link below.` },
              { link: { label: 'Verify my email address', url: facts.url } },
              { paragraph: 'If you did not ask for this, ignore this message.' },
            ],
          };
        }
        if (facts.kind === 'setPassword') {
          return {
            subject: 'set your password',
            greeting: greet(facts.name),
            blocks: [
              { paragraph: `A ${facts.account} for ${currentEdition().name} was created with this email address. Nobody can sign in to it until you choose its password: open the link below to do so.` },
              { link: { label: 'Set my password', url: facts.url } },
              ...codeBlocks,
              expired,
              signIn,
              { paragraph: 'If you did not expect this message, write to the contact address below.' },
            ],
          };
        }
        return {
          subject: 'reset your password',
          greeting: greet(facts.name),
          blocks: [
            { paragraph: `Someone, probably you, asked to reset the password of your ${facts.account}. Open the link below to choose a new one.` },
            { link: { label: 'Choose a new password', url: facts.url } },
            ...codeBlocks,
            expired,
            signIn,
            { paragraph: 'If you did not ask for this, ignore this message: your password stays as it is.' },
          ],
        };
      },
      {
        key: `account.${facts.kind}`,
        values: { name: facts.name, 'account.kind': facts.account, 'link.account': facts.url, 'account.code': facts.code, 'link.signIn': facts.signInUrl },
      },
    ),

  submission: (facts: PaperFacts & { authors: readonly string[]; dashboardUrl: string; receipt: UploadReceipt }) =>
    letter('submission', () => ({
      subject: `manuscript ${facts.paperId} received`,
      greeting: 'Dear authors,',
      blocks: [
        { paragraph: 'We received the following manuscript. You receive this message because you are listed as one of its authors.' },
        { fields: paperFields(facts) },
        { paragraph: 'What the server stored, so you can show what you sent and when:' },
        { fields: receiptFields(facts.receipt) },
        { paragraph: 'Authors listed on the paper:' },
        { list: facts.authors },
        { paragraph: 'The submitting author follows the paper, its payment and the reviews on the author dashboard:' },
        { link: { label: 'Author dashboard', url: facts.dashboardUrl } },
        { paragraph: 'If you are listed by mistake, write to the contact address below.' },
      ],
    })),

  payment: (facts: PaperFacts & { name: string; upiId: string; reference: string; paymentDate: string; updated: boolean }) =>
    letter('payment', () => ({
      subject: `payment for ${facts.paperId} ${facts.updated ? 'updated' : 'recorded'}`,
      greeting: greet(facts.name),
      blocks: [
        { paragraph: facts.updated ? 'The payment details of your paper were changed. They now read:' : 'We recorded the payment for your paper:' },
        { fields: [...paperFields(facts), ['UPI ID', facts.upiId], ['Transaction reference', referenceText(facts.reference)], ['Payment date', formatDate(facts.paymentDate)]] },
        { paragraph: 'This confirms that the payment details and receipt were received. The treasurer checks them against the bank statement; your receipt or tax invoice follows by email once the payment is verified.' },
      ],
    })),

  /** The assignment; `urgent` when the chair asks for a review at short notice, in place of an overdue one, with their note. */
  assignment: (facts: PaperFacts & { reviewerName: string; abstract: string; deadline: string; reviewUrl: string; urgent?: { note: string } }) =>
    letter('assignment', () => ({
      subject: facts.urgent ? `urgent review request: paper ${facts.paperId}, due ${facts.deadline}` : `paper ${facts.paperId} assigned to you for review`,
      greeting: greet(facts.reviewerName),
      blocks: [
        ...(facts.urgent
          ? [
              { paragraph: `A review of this paper is overdue, and the programme chair asks you to review it at short notice, by ${facts.deadline}. The paper is assigned to you; if you cannot take it, tell the chair at once.` },
              ...(facts.urgent.note === '' ? [] : [{ paragraph: 'The chair writes:' }, { written: facts.urgent.note }]),
            ]
          : []),
        { paragraph: 'You have been assigned a paper to review. The review is double-blind: the manuscript reaches you without its authors.' },
        { fields: [...paperFields(facts), [facts.urgent ? 'Your review is due' : 'Review deadline', facts.deadline]] },
        { paragraph: 'Abstract:' },
        { quote: facts.abstract },
        { paragraph: 'Sign in as a reviewer to read the manuscript and fill in the review form. If you have a conflict of interest with this paper, declare it there.' },
        { link: { label: 'Open the review form', url: facts.reviewUrl } },
      ],
    })),

  /** Several papers assigned at once (an automatic assignment, a bulk action): one message listing them, never an author. */
  assignments: (facts: { reviewerName: string; papers: readonly PaperFacts[]; deadline: string; dashboardUrl: string }) =>
    letter('assignment', () => ({
      subject: `${facts.papers.length} papers assigned to you for review`,
      greeting: greet(facts.reviewerName),
      blocks: [
        { paragraph: `You have been assigned ${facts.papers.length} papers to review. The review is double-blind: the manuscripts reach you without their authors.` },
        { list: facts.papers.map((paper) => `${paper.paperId}: ${paper.title}`) },
        { fields: [['Review deadline', facts.deadline]] },
        { paragraph: 'Sign in as a reviewer to read each manuscript, its abstract, and fill in its review form. If you have a conflict of interest with a paper, declare it there.' },
        { link: { label: 'Your assigned papers', url: facts.dashboardUrl } },
      ],
    })),

  reviewSubmitted: (facts: PaperFacts & { submitted: number; target: number; commentsUrl: string }) =>
    letter('reviewSubmitted', () => ({
      subject: `review submitted for ${facts.paperId} (${facts.submitted} of ${facts.target})`,
      greeting: 'Dear programme chair,',
      blocks: [
        { paragraph: 'A reviewer submitted a review.' },
        { fields: [...paperFields(facts), ['Reviews in', `${facts.submitted} of ${facts.target}`]] },
        { link: { label: 'Reviewer comments', url: facts.commentsUrl } },
      ],
    })),

  /** Reviews submitted on several papers since the admins' last message: each paper and how many of its reviews are in. */
  reviewsSubmitted: (facts: { papers: ReadonlyArray<PaperFacts & { submitted: number; target: number }>; commentsUrl: string }) =>
    letter('reviewSubmitted', () => ({
      subject: `reviews submitted for ${facts.papers.length} papers`,
      greeting: 'Dear programme chair,',
      blocks: [
        { paragraph: 'Reviewers submitted reviews of these papers since the last message (you hear of reviews at most once an hour):' },
        { list: facts.papers.map((paper) => `${paper.paperId}: ${paper.title} (${paper.submitted} of ${paper.target} reviews in)`) },
        { link: { label: 'Reviewer comments', url: facts.commentsUrl } },
      ],
    })),

  decision: (facts: PaperFacts & { name: string; accepted: boolean; commentsAttached: boolean; dashboardUrl: string }) => {
    const comments = facts.commentsAttached ? "The reviewers' comments are attached, and on your author dashboard." : "The reviewers' comments will be on your author dashboard once they are released.";
    const decision = facts.accepted ? 'Accepted' : 'Rejected';
    return letter(
      'decision',
      () => ({
        subject: `decision on paper ${facts.paperId}: ${facts.accepted ? 'accepted' : 'not accepted'}`,
        greeting: greet(facts.name),
        blocks: [
          {
            paragraph: facts.accepted
              ? 'We are pleased to tell you that your paper has been accepted.'
              : 'We regret to tell you that your paper has not been accepted.',
          },
          { fields: [...paperFields(facts), ['Decision', decision]] },
          { paragraph: comments },
          { link: { label: 'Author dashboard', url: facts.dashboardUrl } },
        ],
      }),
      {
        key: facts.accepted ? 'decision.accepted' : 'decision.rejected',
        values: { name: facts.name, 'paper.id': facts.paperId, 'paper.title': facts.title, 'paper.decision': decision, 'decision.comments': comments, 'link.dashboard': facts.dashboardUrl },
      },
    );
  },

  publication: (facts: PaperFacts) =>
    letter('publication', (identity) => ({
      subject: `paper ${facts.paperId} published`,
      greeting: 'Dear authors,',
      blocks: [
        { paragraph: `Your paper is now published in the proceedings of ${identity.title}.` },
        { fields: paperFields(facts) },
        { paragraph: identity.publication.proceedings },
      ],
    })),

  withdrawal: (facts: PaperFacts & { name: string; forReviewer: boolean; at: string; reason: string | null }) =>
    letter('withdrawal', () => ({
      subject: `paper ${facts.paperId} withdrawn`,
      greeting: facts.forReviewer ? greet(facts.name) : 'Dear programme chair,',
      blocks: [
        {
          paragraph: facts.forReviewer
            ? 'The authors have withdrawn a paper you were assigned to review. Its manuscript and your review are no longer open to you, and no review is expected.'
            : 'The authors have withdrawn a paper. It has left the review lists; you can restore it from the paper list if the withdrawal was a mistake.',
        },
        { fields: [...paperFields(facts), ['Withdrawn', facts.at], ...(facts.reason && !facts.forReviewer ? [['Reason given', facts.reason] as const] : [])] },
      ],
    })),

  reminder: (facts: { reviewerName: string; papers: readonly PaperFacts[]; deadline: string; dashboardUrl: string }) => {
    const papers = facts.papers.map((paper) => `${paper.paperId}: ${paper.title}`);
    return letter(
      'reminder',
      () => ({
        subject: `reminder: ${facts.papers.length === 1 ? 'a review is' : `${facts.papers.length} reviews are`} due`,
        greeting: greet(facts.reviewerName),
        blocks: [
          { paragraph: `This is a reminder that your review${facts.papers.length === 1 ? ' of the paper below has' : 's of the papers below have'} not been submitted yet.` },
          { list: papers },
          { fields: [['Review deadline', facts.deadline]] },
          { link: { label: 'Your assigned papers', url: facts.dashboardUrl } },
        ],
      }),
      {
        key: 'reminder',
        values: {
          name: facts.reviewerName,
          'reminder.count': `${facts.papers.length} review${facts.papers.length === 1 ? '' : 's'}`,
          'reminder.papers': papers.map((paper) => `- ${paper}`).join('\n'),
          'reminder.deadline': facts.deadline,
          'link.dashboard': facts.dashboardUrl,
        },
      },
    );
  },

  bidReminder: (facts: { reviewerName: string; closes: string; biddingUrl: string; papers: number }) =>
    letter('bidReminder', () => ({
      subject: 'please bid on the papers you would like to review',
      greeting: greet(facts.reviewerName),
      blocks: [
        { paragraph: `Bidding on the ${facts.papers} submitted papers is open. Tell us which you are eager or willing to review, and which you have a conflict of interest with: the assignment follows your bids.` },
        { fields: [['Bidding closes', facts.closes]] },
        { link: { label: 'Bid on papers', url: facts.biddingUrl } },
      ],
    })),

  responseOpen: (facts: PaperFacts & { name: string; window: string; responseUrl: string; wordLimit: number }) =>
    letter('responseOpen', () => ({
      subject: `reviews of paper ${facts.paperId} are open for your response`,
      greeting: greet(facts.name),
      blocks: [
        { paragraph: `The reviews of your paper are ready for your response. Read them (the reviewers are not named) and answer any misunderstanding in at most ${facts.wordLimit} words before the decision. The reviewers and the programme chair read what you submit.` },
        { fields: [...paperFields(facts), ['Response window', facts.window]] },
        { link: { label: 'Read the reviews and respond', url: facts.responseUrl } },
      ],
    })),

  responseArrived: (facts: PaperFacts & { reviewerName: string; updated: boolean; reviewUrl: string }) =>
    letter('responseArrived', () => ({
      subject: `the authors ${facts.updated ? 'updated their' : 'responded to the'} reviews of paper ${facts.paperId}`,
      greeting: greet(facts.reviewerName),
      blocks: [
        { paragraph: facts.updated ? 'The authors changed their response to the reviews of a paper you review.' : 'The authors responded to the reviews of a paper you review.' },
        { fields: paperFields(facts) },
        { paragraph: 'Read it with your review. You may change your scores and recommendation until the paper is decided, and discuss it with the other reviewers.' },
        { link: { label: 'Open the review', url: facts.reviewUrl } },
      ],
    })),

  discussion: (facts: PaperFacts & { reviewerName: string; comments: number; asked: boolean; discussionUrl: string }) =>
    letter('discussion', () => ({
      subject: `${facts.asked ? 'the chair asks you' : 'new comments'} in the discussion of paper ${facts.paperId}`,
      greeting: greet(facts.reviewerName),
      blocks: [
        {
          paragraph: `${facts.comments === 1 ? 'There is a new comment' : `There are ${facts.comments} new comments`} in the discussion of a paper you review.${facts.asked ? ' The chair addresses a question to you.' : ''} You hear of a discussion at most once an hour.`,
        },
        { fields: paperFields(facts) },
        { link: { label: 'Open the discussion', url: facts.discussionUrl } },
      ],
    })),

  discussionDigest: (facts: { reviewerName: string; items: readonly DigestItem[]; reviewerUrl: string }) =>
    letter('discussionDigest', () => {
      const comments = facts.items.reduce((total, item) => total + item.comments, 0);
      return {
        subject: `${comments === 1 ? 'a new comment' : `${comments} new comments`} in ${facts.items.length === 1 ? 'a discussion' : `${facts.items.length} discussions`}`,
        greeting: greet(facts.reviewerName),
        blocks: [
          { paragraph: 'Your daily digest of the discussions of the papers you review. Open a paper from your assigned papers to read them.' },
          { list: facts.items.map((item) => `${item.paperId}: ${item.title} (${item.comments === 1 ? '1 new comment' : `${item.comments} new comments`}${item.asked ? '; the chair asks you' : ''})`) },
          { paragraph: 'You chose one message a day; you can hear of each discussion as comments come instead, on your dashboard.' },
          { link: { label: 'Your assigned papers', url: facts.reviewerUrl } },
        ],
      };
    }),

  paymentVerified: (facts: { name: string; number: string; kind: 'tax-invoice' | 'receipt'; amount: string; reference: string; meetingLink: string | null; dashboardUrl: string }) =>
    letter('paymentVerified', () => ({
      subject: `registration confirmed: ${facts.kind === 'tax-invoice' ? 'tax invoice' : 'receipt'} ${facts.number}`,
      greeting: greet(facts.name),
      blocks: [
        { paragraph: 'The treasurer has verified your payment, and your registration for the conference is confirmed.' },
        { fields: [[facts.kind === 'tax-invoice' ? 'Tax invoice' : 'Receipt', facts.number], ['Amount', facts.amount], ['Transaction reference', referenceText(facts.reference)]] },
        { paragraph: `Your ${facts.kind === 'tax-invoice' ? 'tax invoice' : 'receipt'} is attached as a PDF, and on your author dashboard.` },
        ...(facts.meetingLink ? [{ paragraph: 'You attend online. Join the sessions with this link (keep it to yourself):' }, { link: { label: 'Join the conference online', url: facts.meetingLink } }] : []),
        { link: { label: 'Open your dashboard', url: facts.dashboardUrl } },
      ],
    })),

  paymentRejected: (facts: { name: string; reference: string; reason: string; dashboardUrl: string }) =>
    letter('paymentRejected', () => ({
      subject: 'your payment could not be verified',
      greeting: greet(facts.name),
      blocks: [
        { paragraph: `The treasurer could not verify the payment you recorded ${facts.reference.trim() === '' ? 'without a reference' : `with the reference ${facts.reference}`}. The reason given:` },
        { quote: facts.reason },
        { paragraph: 'You can record the payment again from your dashboard, with the correct reference and receipt.' },
        { link: { label: 'Open your dashboard', url: facts.dashboardUrl } },
      ],
    })),

  programmeChange: (facts: PaperFacts & { name: string; session: string; when: string; where: string; programmeUrl: string }) =>
    letter('programmeChange', () => ({
      subject: `presentation of paper ${facts.paperId}: ${facts.when}`,
      greeting: greet(facts.name),
      blocks: [
        { paragraph: 'The time or place of your presentation has been set or has changed. You present in:' },
        { fields: [...paperFields(facts), ['Session', facts.session], ['When', facts.when], ['Where', facts.where]] },
        { link: { label: 'Open the programme', url: facts.programmeUrl } },
      ],
    })),

  proceedingsReminder: (facts: PaperFacts & { missing: readonly string[]; deadline: string; dashboardUrl: string }) =>
    letter('proceedingsReminder', () => ({
      subject: `proceedings: paper ${facts.paperId} still needs ${facts.missing.length === 1 ? facts.missing[0] : 'several items'}`,
      greeting: greet('authors'),
      blocks: [
        { paragraph: 'Your accepted paper goes into the proceedings once everything below is in place. It still needs:' },
        { fields: [...paperFields(facts), ['Still needed', facts.missing.join('; ')], ['Camera-ready deadline', facts.deadline]] },
        { paragraph: 'Upload the camera-ready PDF, sign the copyright form and confirm the metadata from your dashboard.' },
        { link: { label: 'Open your dashboard', url: facts.dashboardUrl } },
      ],
    })),

  certificate: (facts: { name: string; kind: string; code: string; text: string; verifyUrl: string; pdfUrl: string; dashboardUrl: string }) =>
    letter('certificate', () => ({
      subject: `your certificate ${facts.code}`,
      greeting: greet(facts.name),
      blocks: [
        { paragraph: `The organisers of ${currentEdition().name} issued you a certificate. It certifies that you ${facts.text}` },
        { fields: [['Certificate', facts.kind], ['Name', facts.name], ['Code', facts.code]] },
        { paragraph: 'Anyone can check it with its code, at this address (it is printed on the certificate too):' },
        { link: { label: 'Verify the certificate', url: facts.verifyUrl } },
        { link: { label: 'Download the certificate (PDF)', url: facts.pdfUrl } },
        { paragraph: 'Your certificates are also on your dashboard once you sign in.' },
        { link: { label: 'Open the site', url: facts.dashboardUrl } },
      ],
    })),

  /** The chair's own message to a group, as its merge fields rendered it for one recipient: the greeting is the chair's to write. */
  mailing: (facts: { subject: string; body: string }) => letter('mailing', () => ({ subject: facts.subject, greeting: '', blocks: [{ written: facts.body }] })),
  invitation: (facts: { name: string; message: string; maxLoad: number; expires: string; url: string; reminder: boolean }) =>
    letter(
      'invitation',
      () => ({
        subject: facts.reminder ? 'reminder: an invitation to the programme committee' : 'an invitation to the programme committee',
        greeting: greet(facts.name),
        blocks: [
          { paragraph: `${facts.reminder ? 'A reminder: the' : 'The'} chair of ${currentEdition().name} invites you to review for its programme committee.` },
          { quote: facts.message },
          { fields: [['Papers to review', `at most ${facts.maxLoad} (you choose how many)`], ['Answer by', facts.expires]] },
          { paragraph: 'Open the invitation to accept, choosing your load and topics, or to decline. The link is yours alone: do not forward it.' },
          { link: { label: 'Open the invitation', url: facts.url } },
        ],
      }),
      {
        key: 'invitation',
        values: { name: facts.name, 'invitation.message': facts.message, 'invitation.maxLoad': String(facts.maxLoad), 'invitation.expires': facts.expires, 'link.invitation': facts.url },
        ...(facts.reminder ? { subjectPrefix: 'reminder: ' } : {}),
      },
    ),

  invitationCode: (facts: { name: string; code: string; minutes: number }) =>
    letter('invitationCode', () => ({
      subject: 'your code to accept the committee invitation',
      greeting: greet(facts.name),
      blocks: [
        { paragraph: `Someone holding your invitation to the programme committee of ${currentEdition().name} asked to accept it under this address. If that was you, enter this code on the invitation page:` },
        { fields: [['Code', facts.code], ['Valid for', `${facts.minutes} minutes`]] },
        { paragraph: 'If it was not you, ignore this message: nothing changes without the code.' },
      ],
    })),

  committeeChange: (facts: { name: string; email: string; change: string; reviewersUrl: string }) =>
    letter('committeeChange', () => ({
      subject: `committee: ${facts.name} ${facts.change}`,
      greeting: greet('chair'),
      blocks: [
        { paragraph: `A member of the programme committee of ${currentEdition().name} ${facts.change}.` },
        { fields: [['Member', facts.name], ['Email', facts.email]] },
        { link: { label: 'Open the reviewers', url: facts.reviewersUrl } },
      ],
    })),
};
