// The author response and the reviewers' discussion: the response's word limit (counted by countWords,
// the same in the form and on the server), what a comment may hold (Markdown without HTML or images,
// read by a Markdown parser), the requests, and the stored documents (responses/{paperId},
// comments/{id}, discussions/{paperId}).
import { Lexer, marked, type Token } from 'marked';
import { z } from 'zod/mini';

/** The response's word limit unless the chair sets another (Settings, review settings). */
export const defaultResponseWords = 500;
export const responseLimits = {
  minWords: 50,
  maxWords: 3000,
  /** Whatever the word limit, a response holds at most this many characters. */
  maxCharacters: 30_000,
  /** Submitted versions kept per paper (each edit after the first submission is one). */
  maxVersions: 20,
} as const;
export const commentLimits = { maxCharacters: 5000 } as const;

/** The Markdown tokens of a comment (CommonMark with GitHub's tables and strikethrough), as the screens render them. */
export function markdownTokens(text: string): Token[] {
  return new Lexer({ gfm: true, breaks: false }).lex(text);
}

/** A link a comment may carry: the web (http, https) or an email address. */
export function isSafeLink(href: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(href.trim());
}

export const MarkupMessages = {
  html: 'Comments are plain Markdown: HTML tags such as <script>, <img> or <b> are not allowed. Use **bold**, *italic*, `code`, lists and links instead.',
  image: 'Comments cannot embed images (no remote images): give a link to the figure instead.',
  link: 'A link in a comment must be an http, https or mailto address.',
} as const;

/** Why a comment's Markdown is refused (raw HTML, an image, a link that is not web or email), or null when it is fine. */
export function markupProblem(text: string): string | null {
  let problem: string | null = null;
  marked.walkTokens(markdownTokens(text), (token) => {
    if (problem) return;
    if (token.type === 'html') problem = MarkupMessages.html;
    else if (token.type === 'image') problem = MarkupMessages.image;
    else if (token.type === 'link' && !isSafeLink((token as Token & { href: string }).href)) problem = MarkupMessages.link;
  });
  return problem;
}

/** A reviewer's label as a comment mentions or addresses it: "Reviewer 2". */
export const reviewerLabelPattern = /\bReviewer (\d{1,2})\b/g;

/** The labels a text mentions ("Reviewer 2"), each once, in order. */
export function mentionedLabels(text: string): string[] {
  return [...new Set([...text.matchAll(reviewerLabelPattern)].map((match) => `Reviewer ${Number(match[1])}`))];
}

const responseTooLong = `A response may hold at most ${responseLimits.maxCharacters.toLocaleString('en')} characters.`;

/** PUT /api/authors/papers/{paperId}/response: the text, and whether to submit it (else a draft is saved). */
export const ResponseRequestSchema = z.object({
  text: z.string({ error: 'text must be the response as text.' }).check(z.maxLength(responseLimits.maxCharacters, { error: responseTooLong })),
  submit: z.boolean({ error: 'submit must be true (submit the response) or false (save a draft).' }),
});

const commentText = z.pipe(
  z.string({ error: 'text must be the comment as text.' }),
  z.transform((value: string) => value.trim()),
).check(
  z.superRefine((value: string, context) => {
    if (value === '') context.issues.push({ code: 'custom', message: 'Write a comment first.', input: value });
    else if (value.length > commentLimits.maxCharacters) context.issues.push({ code: 'custom', message: `A comment may hold at most ${commentLimits.maxCharacters.toLocaleString('en')} characters.`, input: value });
    else {
      const problem = markupProblem(value);
      if (problem) context.issues.push({ code: 'custom', message: problem, input: value });
    }
  }),
);

const labelMessage = 'to must name one reviewer of the paper by their label, such as "Reviewer 2".';

/** POST /api/papers/{paperId}/discussion: a comment, and for the chair the one reviewer it asks. */
export const CommentRequestSchema = z.object({
  text: commentText,
  to: z.optional(z.string({ error: labelMessage }).check(z.regex(/^Reviewer [1-9]\d?$/, { error: labelMessage }))),
});

/** POST /api/papers/{paperId}/discussion/check: the text to check before posting. */
export const CommentCheckSchema = z.object({ text: commentText });

/** PUT /api/admin/papers/{paperId}/discussion: the chair marks the discussion resolved, or opens it again. */
export const DiscussionStateRequestSchema = z.object({ resolved: z.boolean({ error: 'resolved must be true or false.' }) });

/** A warning that a text names someone: what was found, and whom it names (never a refusal). */
export const NameWarningSchema = z.object({ text: z.string(), reason: z.string() });
export type NameWarning = z.infer<typeof NameWarningSchema>;

const timestamp = z.string();

/** One submitted version of a response: what the reviewers read from `at` on. */
export const ResponseVersionSchema = z.object({ text: z.string(), words: z.number(), at: timestamp });

/** responses/{paperId}: the authors' response to the released reviews. Read through the API only. */
export const ResponseDocSchema = z.object({
  paperId: z.string(),
  /** The author's unsubmitted text, when it differs from the submitted one. */
  draft: z.nullable(z.object({ text: z.string(), words: z.number(), savedAt: timestamp })),
  /** The version the reviewers and the chair read (the last submitted), or null before the first submission. */
  submitted: z.nullable(ResponseVersionSchema),
  /** Every submitted version, oldest first. */
  versions: z.array(ResponseVersionSchema),
  /** The author account that saved it last (its uid). */
  updatedBy: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ResponseDoc = z.infer<typeof ResponseDocSchema>;

/** comments/{id}: one comment in a paper's discussion. Read through the API only, which labels its author. */
export const CommentDocSchema = z.object({
  id: z.string(),
  paperId: z.string(),
  /** A reviewer (by record ID, labelled "Reviewer N" when shown) or an admin ("Chair"). */
  author: z.union([z.object({ kind: z.literal('reviewer'), reviewerId: z.string() }), z.object({ kind: z.literal('chair'), uid: z.string() })]),
  text: z.string(),
  at: timestamp,
  /** The reviewer the chair asked (record ID), or null. */
  to: z.nullable(z.string()),
  /** Its reviewer was removed from the paper and the chair kept their review (and so their comments). */
  kept: z.optional(z.boolean()),
});
export type CommentDoc = z.infer<typeof CommentDocSchema>;

/** discussions/{paperId}: a discussion's state, its count of comments, and the notices sent to each reviewer. */
export const DiscussionDocSchema = z.object({
  paperId: z.string(),
  comments: z.number(),
  lastCommentAt: z.nullable(timestamp),
  resolved: z.boolean(),
  resolvedAt: z.nullable(timestamp),
  /**
   * Per reviewer record ID: when the last notice went, how many comments came since that no notice told of,
   * and whether one of them is the chair's question to them.
   */
  notices: z.record(z.string(), z.object({ sentAt: z.nullable(timestamp), unseen: z.number(), asked: z.boolean() })),
  /** Some reviewer has comments no notice told of yet: the scheduled run sends them once their hour is over. */
  noticesPending: z.boolean(),
});
export type DiscussionDoc = z.infer<typeof DiscussionDocSchema>;

/** A reviewer hears of new comments on a paper at most once in this long; later ones wait for the next notice. */
export const discussionNoticeIntervalMs = 60 * 60_000;

/** One entry of a review's history: a submitted version's time, overall score and recommendation. */
export const ReviewVersionSchema = z.object({ at: timestamp, overall: z.nullable(z.number()), recommendation: z.nullable(z.string()) });
export type ReviewVersion = z.infer<typeof ReviewVersionSchema>;

/** How a review changed from its first submitted version to its last ("Reject → Accept; overall 1.71 → 2.86"), or null. */
export function reviewChange(history: readonly ReviewVersion[]): string | null {
  const first = history[0];
  const last = history.at(-1);
  if (!first || !last || history.length < 2) return null;
  const parts: string[] = [];
  if (first.recommendation !== last.recommendation) parts.push(`${first.recommendation ?? '-'} → ${last.recommendation ?? '-'}`);
  if (first.overall !== last.overall) parts.push(`overall ${first.overall?.toFixed(2) ?? '-'} → ${last.overall?.toFixed(2) ?? '-'}`);
  return parts.length > 0 ? parts.join('; ') : null;
}
