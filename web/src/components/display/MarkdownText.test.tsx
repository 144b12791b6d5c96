import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MarkdownText } from './MarkdownText';

const render = (text: string) => renderToStaticMarkup(<MarkdownText text={text} />);

describe('MarkdownText', () => {
  it('shows the Markdown a comment may hold as elements', () => {
    const html = render('**Bold**, *italic*, ~~gone~~ and `a < b`\n\n- one\n- two\n\n3. three\n\n> quoted\n\n```\ncode <x>\n```');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<del>gone</del>');
    expect(html).toContain('<code>a &lt; b</code>');
    expect(html).toMatch(/<ul><li>.*one.*<\/li><li>.*two.*<\/li><\/ul>/);
    expect(html).toContain('<ol start="3">');
    expect(html).toContain('<blockquote><p>quoted</p></blockquote>');
    expect(html).toContain('<pre><code>code &lt;x&gt;</code></pre>');
  });

  it('shows raw HTML and images as the text typed, never as markup', () => {
    const html = render('Look <img src=x onerror=alert(1)> here\n\n<script>alert(1)</script>\n\n![chart](https://example.org/c.png)');
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('![chart](https://example.org/c.png)');
  });

  it('links only to the web and email, and marks the links nofollow', () => {
    const html = render('[proof](https://example.org/p) and [bad](javascript:alert(1)) and [mail](mailto:chair@example.org)');
    expect(html).toMatch(/<a [^>]*href="https:\/\/example.org\/p"[^>]*>proof<\/a>/);
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('href="mailto:chair@example.org"');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('bad');
  });

  it('shows a heading as a bold paragraph, so the page keeps its heading order', () => {
    const html = render('# Summary\n\nText');
    expect(html).not.toMatch(/<h\d/);
    expect(html).toContain('<p><strong>Summary</strong></p>');
  });

  it('highlights the reviewers a comment mentions', () => {
    const html = render('I agree with Reviewer 2.');
    expect(html).toMatch(/<span[^>]*>Reviewer 2<\/span>/);
  });

  it('shows a table with its header row', () => {
    const html = render('| Claim | Holds |\n|---|---|\n| Lemma 3 | yes |');
    expect(html).toContain('<th scope="col"');
    expect(html).toMatch(/<td[^>]*>Lemma 3<\/td>/);
  });
});
