// A comment's Markdown shown as React elements, from the domain's lexer (markdownTokens): never as HTML
// put into the page. Raw HTML and images (which the server refuses, but older comments may hold) show
// as the text typed; a link that is not http, https or mailto shows as its text; a heading shows as a
// bold paragraph, so a comment never breaks the page's heading order. "Reviewer N" is highlighted.
import type { ReactNode } from 'react';
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

function renderTokens(tokens: readonly Token[] | undefined): ReactNode[] {
  return (tokens ?? []).map((token, index) => renderToken(token, index));
}

function renderToken(token: Token, key: number): ReactNode {
  const shown = token as ShownToken;
  switch (shown.type) {
    case 'space':
    case 'def':
      return null;
    case 'paragraph':
      return <p key={key}>{renderTokens(shown.tokens)}</p>;
    case 'heading':
      return (
        <p key={key}>
          <strong>{renderTokens(shown.tokens)}</strong>
        </p>
      );
    case 'text':
      return shown.tokens && shown.tokens.length > 0 ? <span key={key}>{renderTokens(shown.tokens)}</span> : <MentionText key={key} text={shown.text} />;
    case 'escape':
      return shown.text;
    case 'strong':
      return <strong key={key}>{renderTokens(shown.tokens)}</strong>;
    case 'em':
      return <em key={key}>{renderTokens(shown.tokens)}</em>;
    case 'del':
      return <del key={key}>{renderTokens(shown.tokens)}</del>;
    case 'codespan':
      return <code key={key}>{shown.text}</code>;
    case 'code':
      return (
        <pre key={key}>
          <code>{shown.text}</code>
        </pre>
      );
    case 'blockquote':
      return <blockquote key={key}>{renderTokens(shown.tokens)}</blockquote>;
    case 'list': {
      const items = shown.items.map((item, index) => <li key={index}>{renderTokens(item.tokens)}</li>);
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
                    {renderTokens(cell.tokens)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index} style={{ textAlign: cell.align ?? undefined }}>
                      {renderTokens(cell.tokens)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      );
    case 'link':
      return isSafeLink(shown.href) ? (
        <Link key={key} href={shown.href} rel="noopener noreferrer nofollow">
          {renderTokens(shown.tokens)}
        </Link>
      ) : (
        <span key={key}>{renderTokens(shown.tokens)}</span>
      );
    case 'html':
      // Shown as typed, never as markup; a block of it keeps its own paragraph.
      return shown.block ? (
        <p key={key} style={{ whiteSpace: 'pre-wrap' }}>
          {shown.raw.trimEnd()}
        </p>
      ) : (
        shown.raw
      );
    case 'image':
      return shown.raw;
    default:
      return token.raw;
  }
}

/** A comment's text, as Markdown read by the domain's lexer. */
export function MarkdownText({ text }: { text: string }) {
  return (
    <Box
      sx={{
        typography: 'body2',
        overflowWrap: 'anywhere',
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
      {renderTokens(markdownTokens(text))}
    </Box>
  );
}
