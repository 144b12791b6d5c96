// Help (/admin/guide, /admin/guide/:page): the chair's guide (docs/guide), built into the site, a page
// per phase of the conference with the list of pages beside it (above it on a phone), the previous and
// next pages at its foot. Its screen links open the screens; its screenshots are the guide's own files.
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Button, Stack } from '@mui/material';
import { guideIndex, guideLinkTarget, guidePages } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/usePageTitle';
import { AdminPage } from '../../../components/layout/AdminPage';
import { SectionNavLayout } from '../../../components/layout/SectionNavLayout';
import { MarkdownText, type DocumentParts } from '../../../components/display/MarkdownText';

const folder = '../../../../../docs/guide/';
const files = import.meta.glob('../../../../../docs/guide/*.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const images = import.meta.glob('../../../../../docs/guide/images/*', { query: '?url', import: 'default', eager: true }) as Record<string, string>;
const pages = guidePages(files);

const pageAddress = (slug: string) => (slug === guideIndex ? paths.adminGuide : `${paths.adminGuide}/${slug}`);

const navEntries = pages.map((entry) => ({ key: entry.slug, title: entry.title, to: pageAddress(entry.slug) }));

const parts: DocumentParts = {
  image: (src) => images[`${folder}${src.replace(/^\.\//, '')}`],
  link: (href) => {
    const target = guideLinkTarget(href, paths.adminGuide);
    return target === `${paths.adminGuide}/${guideIndex}` ? paths.adminGuide : target;
  },
};

/** The page's text without its "# " title, which the screen shows as its heading. */
const bodyOf = (slug: string) => (files[`${folder}${slug}.md`] ?? '').replace(/^# .*\n/m, '');

export default function GuidePage() {
  const { page: asked = guideIndex } = useParams();
  const index = pages.findIndex((entry) => entry.slug === asked);
  const page = pages[index];
  usePageTitle(page ? `Guide: ${page.title}` : 'Guide');
  const [previous, next] = [pages[index - 1], pages[index + 1]];
  return (
    <AdminPage title={page?.title ?? 'Guide'}>
      <SectionNavLayout label="Guide pages" entries={navEntries} current={page?.slug} width="15rem">
        <Box component="article" sx={{ minWidth: 0, maxWidth: '52rem' }}>
          {page ? (
            <MarkdownText text={bodyOf(page.slug)} document={parts} />
          ) : (
            <Alert severity="warning">The guide has no page called “{asked}”. Its pages are listed beside this text.</Alert>
          )}
          {page ? (
            <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 4, gap: 2, flexWrap: 'wrap' }}>
              {previous ? (
                <Button component={RouterLink} to={pageAddress(previous.slug)} variant="outlined">
                  Previous: {previous.title}
                </Button>
              ) : (
                <span />
              )}
              {next ? (
                <Button component={RouterLink} to={pageAddress(next.slug)} variant="contained">
                  Next: {next.title}
                </Button>
              ) : null}
            </Stack>
          ) : null}
        </Box>
      </SectionNavLayout>
    </AdminPage>
  );
}
