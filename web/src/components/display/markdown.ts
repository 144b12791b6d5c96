// The pure parts of showing a comment's Markdown (MarkdownText): a text split into the reviewer labels it
// mentions ("Reviewer 2") and the plain runs between them, and the character references a text may hold.
import { reviewerLabelPattern } from '@confsys/domain';

/** A run of a text: a reviewer's label it mentions, or the plain text around it. */
export interface TextPart {
  text: string;
  mention: boolean;
}

/** The text in runs, in order, each label mentioned ("Reviewer 2") a run of its own. */
export function mentionParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  // A fresh expression: the shared one is global, and its lastIndex must not carry over between texts.
  for (const match of text.matchAll(new RegExp(reviewerLabelPattern.source, 'g'))) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), mention: false });
    parts.push({ text: match[0], mention: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mention: false });
  return parts;
}

const namedReferences: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The text with its character references read (`&amp;` as "&", `&#169;` as "©"), as a browser shows the
 * HTML a Markdown renderer makes of it; the lexer leaves them as typed. Names other than the common ones
 * stay as typed.
 */
export function decodeReferences(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi, (reference: string, body: string) => {
    if (!body.startsWith('#')) return namedReferences[body.toLowerCase()] ?? reference;
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
  });
}
