// Programme (/admin/programme): the chair's editor of the conference programme: paper sessions, keynotes
// and breaks, each in a room or online, at a time on the conference's clock, with the accepted papers in
// the order they are presented. Starts from the programme as saved (and its calendar's time zone); the
// papers offered are the accepted and published ones a search finds (never the whole list, which can
// run to thousands). Links to the public programme and its calendar.
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link, Stack, Typography } from '@mui/material';
import { ApiPaths, Messages, SitePages } from '@confsys/domain';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useProgramme } from '../../../api/programme/getProgramme';
import { AdminPage, LoadState } from '../../../components/layout/AdminPage';
import { ProgrammeEditor } from '../components/ProgrammeEditor';
import { serverMessage } from '../../../lib/failures';
import { sessionValuesOf } from '../utils/programmeEditor';

const loadFailed = 'The programme could not be loaded, so it cannot be changed now. Reload the page to try again.';

export default function ProgrammeEditorPage() {
  usePageTitle('Programme');
  const programme = useProgramme();
  const titles = useMemo(() => {
    const known = new Map<string, string>();
    for (const session of programme.data?.sessions ?? []) for (const paper of session.papers) known.set(paper.paperId, paper.title);
    return known;
  }, [programme.data]);

  return (
    <AdminPage title="Programme">
      <Typography sx={{ mb: 1 }}>
        The sessions, keynotes and breaks of the conference. Authors whose session moves are emailed the new time; the public programme shows a change within a
        minute.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ mb: 3 }}>
        <Link component={RouterLink} to={SitePages.programme}>
          Public programme
        </Link>
        <Link href={ApiPaths.programmeIcs} download>
          Programme calendar (.ics)
        </Link>
      </Stack>
      <LoadState query={programme} loadingText={Messages.loading} errorText={serverMessage(programme.error) ?? loadFailed}>
        {(data) => <ProgrammeEditor initial={sessionValuesOf(data)} timeZone={data.timeZone} titles={titles} />}
      </LoadState>
    </AdminPage>
  );
}
