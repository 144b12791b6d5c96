// Your presentations, on the author dashboard: for each of the author's papers the programme places in a
// session, when (in the conference's zone, and in the author's own where it differs) and where it is
// presented, with the session's calendar file and its place in the public programme. Nothing shows
// until the programme holds one of their papers.
import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import { PublicApiPaths, viewerTimeZone } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { usePublicProgramme } from '../../../lib/publicProgramme';
import type { ManuscriptRow } from '../../submissions/utils/manuscript';
import { presentationsOf, presentationText } from '../utils/presentations';

export function Presentations({ papers }: { papers: readonly ManuscriptRow[] }) {
  const headingId = useId();
  const programme = usePublicProgramme();
  const viewerZone = useMemo(viewerTimeZone, []);
  if (programme.status !== 'ready') return null;
  const { sessions, timeZone } = programme.answer;
  const presentations = presentationsOf(papers.map((paper) => paper.paperId), sessions);
  if (presentations.length === 0) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id={headingId} variant="h5" component="h2">
        Your presentations
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {presentations.map((presentation) => (
          <Box component="li" key={presentation.paperId} sx={{ mt: 2, overflowWrap: 'anywhere' }}>
            <Typography>{presentationText(presentation, timeZone, viewerZone)}</Typography>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
              <Link href={PublicApiPaths.sessionIcs(presentation.session.id)} aria-label={`Add to calendar: ${presentation.session.title}`}>
                Add to calendar
              </Link>
              <Link
                component={RouterLink}
                to={`${paths.programme}#${encodeURIComponent(presentation.session.id)}`}
                aria-label={`See in the programme: ${presentation.session.title}`}
              >
                See in the programme
              </Link>
            </Stack>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
