import { describe, expect, it } from 'vitest';
import { guideLinkTarget, guidePage, guidePages } from './guide';

const page = `# Reviews and decisions

What this phase is.

## Reading the reviews
Screen: [Reviewer Comments](/admin/comments)

![Reviewer Comments](images/comments.jpg)

Each row has **Send**, **Accept** and **Reject**; **Send** again is the same name.

## Without a screen

Text only.
`;

describe('guidePage', () => {
  it('reads the title, and each section with its screen, images and bold names', () => {
    expect(guidePage('docs/guide/5-reviews.md', page)).toEqual({
      slug: '5-reviews',
      title: 'Reviews and decisions',
      sections: [
        { heading: 'Reading the reviews', screen: { title: 'Reviewer Comments', path: '/admin/comments' }, images: ['images/comments.jpg'], names: ['Send', 'Accept', 'Reject'] },
        { heading: 'Without a screen', screen: null, images: [], names: [] },
      ],
    });
  });

  it('orders the pages: the index, then the phases by number (10 after 9)', () => {
    const pages = guidePages({ '10-after.md': '# After', '2-b.md': '# B', 'index.md': '# Guide', '9-a.md': '# A' });
    expect(pages.map((entry) => entry.slug)).toEqual(['index', '2-b', '9-a', '10-after']);
  });
});

describe('guideLinkTarget', () => {
  it('sends a link to another page of the guide under the guide, and a screen to its address', () => {
    expect(guideLinkTarget('3-reviews.md', '/admin/guide')).toBe('/admin/guide/3-reviews');
    expect(guideLinkTarget('./3-reviews.md#bids', '/admin/guide')).toBe('/admin/guide/3-reviews#bids');
    expect(guideLinkTarget('/admin/papers?show=needsReviewers', '/admin/guide')).toBe('/admin/papers?show=needsReviewers');
  });

  it('leaves anything else to be shown as text or an outside link', () => {
    for (const href of ['//evil.example/x', 'https://example.org', 'javascript:alert(1)', '../README.md']) expect(guideLinkTarget(href, '/admin/guide')).toBeNull();
  });
});
