// Accessibility statement (/accessibility): the standard the site aims at, how it is tested, what is
// known not to meet it yet, and whom to write to (the contact and address the chair set on Settings).
// Linked from every public page's footer.
import { addressOf } from '@confsys/domain';
import { useCurrentEditionName } from '../../../lib/publicConference';
import { PageHeader } from '../../../components/layout/PageHeader';
import { ProseSection } from '../../../components/layout/ProseSection';
import { usePageTitle } from '../../../lib/usePageTitle';
import { usePublicConference } from '../../../lib/publicConference';

export default function AccessibilityPage() {
  const edition = useCurrentEditionName();
  usePageTitle('Accessibility Statement');
  const identity = usePublicConference();

  return (
    <div className="pub-page">
      <PageHeader
        title="Accessibility Statement"
        lead={`We want everyone to be able to read about ${edition}, submit and review papers, and run the conference on this site, whatever device or assistive technology they use.`}
      />

      <ProseSection
        title="Our aim"
        paragraphs={[
          <>
            This site aims to meet the{' '}
            <a href="https://www.w3.org/TR/WCAG22/" rel="noopener">
              Web Content Accessibility Guidelines (WCAG) 2.2
            </a>{' '}
            at level AA, on the public pages and on the author, reviewer and admin screens alike. That means, among other things:
          </>,
        ]}
        points={[
          'every page and every task can be used with the keyboard alone, with a visible focus ring and a “Skip to content” link first;',
          'text keeps a contrast of at least 4.5:1, and colour is never the only way something is said (each paper status has its name written on it);',
          'pages reflow to a width of 320 px without scrolling sideways, and text can be enlarged to 200%;',
          'forms name every field, say what is wrong in words and keep what was typed;',
          'dates are written the way they are read in India, for example 22 Nov 2026.',
        ]}
      />

      <ProseSection
        title="How we test it"
        tone="muted"
        points={[
          'Automated checks with axe-core run in our browser tests on every route of the site, at 1366 px and at 390 px wide.',
          'Keyboard-only runs through signing in, submitting a paper, reviewing it and assigning reviewers.',
          'A reflow check at 320 px wide: no page may scroll sideways.',
          'Checks of the theme’s colours: every status colour and the focus ring are measured against their background, in light and dark mode.',
        ]}
      />

      <ProseSection
        title="Known limitations"
        points={[
          'Manuscripts and payment receipts are PDF or image files uploaded by authors; we cannot make sure that they are accessible.',
          'The PDFs the site makes (the reviewer comments sent to authors, the registration receipt) have not yet been checked with a screen reader.',
          'The admin dashboard’s charts (submissions per month, papers per status) do not yet offer their figures as a table.',
          'On narrow screens the admin tables show their key columns only; the other columns can be shown from each table’s column menu.',
        ]}
      />

      <ProseSection
        title="Tell us about a problem"
        tone="muted"
        paragraphs={[
          <>
            If something on this site is hard or impossible for you to use, write to{' '}
            <a href={`mailto:${identity.contactEmail}?subject=${encodeURIComponent('Accessibility')}`}>{identity.contactEmail}</a>. Tell us the page
            address and what went wrong; we will reply, and find another way to get you what you need until it is fixed.
          </>,
          `${identity.department}, ${addressOf(identity)}.`,
        ]}
      />
    </div>
  );
}
