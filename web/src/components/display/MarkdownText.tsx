// A comment's Markdown shown as React elements, from the domain's lexer (markdownTokens): never as HTML
// put into the page. Raw HTML and images (which the server refuses, but older comments may hold) show
// as the text typed; a link that is not http, https or mailto shows as its text; a heading shows as a
// bold paragraph, so a comment never breaks the page's heading order. "Reviewer N" is highlighted.
// A document of the site's own (the chair's guide) is drawn with its headings (under the page's h1),
// its images from the site's files, and its links to the site's screens and pages inside the app.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Link } from '@mui/material';
import { isSafeLink, markdownTokens } from '@confsys/domain';
import { decodeReferences, mentionParts } from './markdown';

type Token = ReturnType<typeof markdownTokens>[number];
type Shown =
  | 'paragraph'
  | 'text'
  | 'strong'
  | 'em'
  | 'del'
  | 'codespan'
  | 'code'
  | 'blockquote'
  | 'list'
  | 'br'
  | 'hr'
  | 'escape'
  | 'table'
  | 'link'
  | 'heading'
  | 'html'
  | 'image'
  | 'space'
  | 'def';
/** How a document of the site's own draws what a comment may not hold. */
export interface DocumentParts {
  /** The address of an image the document names (as written); none: it shows as typed. */
  image: (src: string) => string | undefined;
  /** Where a link leads inside the site; null: an outside link (http, https or mailto) or its text. */
  link: (href: string) => string | null;
}

/** The tokens drawn here; any other (a task's checkbox, an extension's) shows as the text typed. */
type ShownToken = Extract<Token, { type: Shown }>;

/** A text with each reviewer it mentions in bold and colour (the bold tells it without the colour). */
function MentionText({ text }: { text: string }) {
  return (
    <>
      {mentionParts(decodeReferences(text)).map((part, index) =>
        part.mention ? (
          <Box component="span" key={index} sx={{ fontWeight: 700, color: 'primary.main' }}>
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function renderTokens(tokens: readonly Token[] | undefined, parts?: DocumentParts): ReactNode[] {
  return (tokens ?? []).map((token, index) => renderToken(token, index, parts));
}

function renderToken(token: Token, key: number, parts: DocumentParts | undefined): ReactNode {
  const inner = (tokens: readonly Token[] | undefined) => renderTokens(tokens, parts);
  const shown = token as ShownToken;
  switch (shown.type) {
    case 'space':
    case 'def':
      return null;
    case 'paragraph':
      return <p key={key}>{inner(shown.tokens)}</p>;
    case 'heading':
      if (parts) {
        const Heading = `h${Math.min(6, shown.depth + 1)}` as 'h2';
        return <Heading key={key}>{inner(shown.tokens)}</Heading>;
      }
      return (
        <p key={key}>
          <strong>{inner(shown.tokens)}</strong>
        </p>
      );
    case 'text':
      return shown.tokens && shown.tokens.length > 0 ? <span key={key}>{inner(shown.tokens)}</span> : <MentionText key={key} text={shown.text} />;
    case 'escape':
      return shown.text;
    case 'strong':
      return <strong key={key}>{inner(shown.tokens)}</strong>;
    case 'em':
      return <em key={key}>{inner(shown.tokens)}</em>;
    case 'del':
      return <del key={key}>{inner(shown.tokens)}</del>;
    case 'codespan':
      return <code key={key}>{shown.text}</code>;
    case 'code':
      return (
        <pre key={key}>
          <code>{shown.text}</code>
        </pre>
      );
    case 'blockquote':
      return <blockquote key={key}>{inner(shown.tokens)}</blockquote>;
    case 'list': {
      const items = shown.items.map((item, index) => <li key={index}>{inner(item.tokens)}</li>);
      return shown.ordered ? (
        <ol key={key} start={typeof shown.start === 'number' && shown.start !== 1 ? shown.start : undefined}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'br':
      return <br key={key} />;
    case 'hr':
      return <hr key={key} />;
    case 'table':
      return (
        <Box key={key} sx={{ overflowX: 'auto' }}>
          <table>
            <thead>
              <tr>
                {shown.header.map((cell, index) => (
                  <th key={index} scope="col" style={{ textAlign: cell.align ?? undefined }}>
                    {inner(cell.tokens)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index} style={{ textAlign: cell.align ?? undefined }}>
                      {inner(cell.tokens)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      );
    case 'link': {
      const inside = parts?.link(shown.href);
      if (inside) {
        return (
          <Link key={key} component={RouterLink} to={inside}>
            {inner(shown.tokens)}
          </Link>
        );
      }
      return isSafeLink(shown.href) ? (
        <Link key={key} href={shown.href} rel="noopener noreferrer nofollow">
          {inner(shown.tokens)}
        </Link>
      ) : (
        <span key={key}>{inner(shown.tokens)}</span>
      );
    }
    case 'html':
      // Shown as typed, never as markup; a block of it keeps its own paragraph.
      return shown.block ? (
        <p key={key} style={{ whiteSpace: 'pre-wrap' }}>
          {shown.raw.trimEnd()}
        </p>
      ) : (
        shown.raw
      );
    case 'image': {
      const src = parts?.image(shown.href);
      // A screenshot at a size that leaves the text readable around it; the whole image opens on a click.
      return src ? (
        <Link key={key} href={src} target="_blank" rel="noopener" sx={{ display: 'inline-block', my: 1 }} aria-label={`${shown.text} (the whole image, in a new tab)`}>
          <Box component="img" src={src} alt={shown.text} sx={{ display: 'block', maxWidth: '100%', maxHeight: 360, width: 'auto', height: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }} />
        </Link>
      ) : (
        shown.raw
      );
    }
    default:
      return token.raw;
  }
}

/** A comment's text, as Markdown read by the domain's lexer (or a document of the site's own, with its parts). */
export function MarkdownText({ text, document }: { text: string; document?: DocumentParts }) {
  return (
    <Box
      sx={{
        typography: document ? 'body1' : 'body2',
        overflowWrap: document ? 'break-word' : 'anywhere',
        '& h2, & h3, & h4': { typography: 'h6', mt: 3, mb: 1 },
        '& p': { my: 1 },
        '& ul, & ol': { my: 1, pl: 3 },
        '& blockquote': { my: 1, mx: 0, pl: 2, borderLeft: 4, borderColor: 'divider', color: 'text.secondary' },
        '& code': { fontFamily: 'monospace', fontSize: '0.95em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        '& pre': { my: 1, p: 1, overflowX: 'auto', bgcolor: 'action.hover', borderRadius: 1 },
        '& pre code': { bgcolor: 'transparent', px: 0 },
        '& table': { borderCollapse: 'collapse', my: 1 },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
        '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 2 },
      }}
    >
      {renderTokens(markdownTokens(text), document)}
    </Box>
  );
}
