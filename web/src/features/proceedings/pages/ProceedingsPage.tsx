// Proceedings (/admin/proceedings): the chair's view from acceptance to the volume. One row per accepted
// paper in the volume's order, 25 a page from the server, filtered by what the papers miss (kept in the
// URL): the camera-ready file and its pages, the page numbers in the volume, the copyright form, the
// confirmed metadata and a verified registration; the volume's counts; the affiliations written several
// ways; a search by paper ID, title or author. The layout is built in the background after each change:
// the screen says when the one shown was built and reads again until a newer one lands. Remind authors previews, then emails, the authors of the selected (or every incomplete) paper
// what it misses. Below: the order of the volume, and the volume and the exports to download.
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Stack, Typography } from '@mui/material';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { proceedingsFilters, proceedingsPageSize, type ProceedingsFilter, type ProceedingsRow } from '@confsys/domain';
import { ActionSnackbar } from '../../../components/feedback/ActionSnackbar';
import type { Notice } from '../../../components/feedback/FormNotice';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useProceedings } from '../../../api/proceedings/getProceedings';
import type { AuthorRemindersAnswer } from '../../../api/mail/remindAuthors';
import { AdminPage, LoadState } from '../../../components/layout/AdminPage';
import { AffiliationSuggestions } from '../components/AffiliationSuggestions';
import { ProceedingsDownloads } from '../components/ProceedingsDownloads';
import { ProceedingsGrid } from '../components/ProceedingsGrid';
import { RemindAuthorsDialog } from '../components/RemindAuthorsDialog';
import { VolumeOrderSection } from '../components/VolumeOrderSection';
import { serverMessage } from '../../../lib/failures';
import {
  layoutStateText,
  noProceedingsText,
  proceedingsFilterFromParams,
  proceedingsFilterLabels,
  proceedingsSearchParam,
  proceedingsSummary,
  reminderPaperIds,
  withProceedingsFilter,
  withProceedingsSearch,
} from '../utils/proceedingsScreen';
import { SearchField } from '../../../components/forms/SearchField';
import { remindersSentNotice } from '../../mail/utils/reminders';
import { FailureAlert } from '../../../components/feedback/FailureAlert';
import { SelectField, choicesOf } from '../../../components/forms/SelectField';
import { SelectionControls } from '../../../components/tables/SelectionControls';
import { useRowSelection } from '../../../components/tables/useRowSelection';

const loadFailed = 'The proceedings could not be loaded. Reload the page to try again.';
/** The server pages the rows 25 at a time, whatever is asked. */
const pageSizes = [proceedingsPageSize] as const;
const noRows: readonly ProceedingsRow[] = [];
const filterChoices = choicesOf(proceedingsFilters, proceedingsFilterLabels);
const paperIdOf = (row: ProceedingsRow) => row.paperId;

export default function ProceedingsPage() {
  usePageTitle('Proceedings');
  const [params, setParams] = useSearchParams();
  const filter = proceedingsFilterFromParams(params);
  const search = params.get(proceedingsSearchParam) ?? '';
  // The page shown (from 0, as the grid counts), of the filter and search it was chosen for: another starts at the first page.
  const [shown, setShown] = useState<{ filter: ProceedingsFilter; search: string; page: number }>({ filter, search, page: 0 });
  const page = shown.filter === filter && shown.search === search ? shown.page : 0;
  const proceedings = useProceedings(page + 1, filter, search);
  const [notice, setNotice] = useState<Notice>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reminding, setReminding] = useState(false);
  const selection = useRowSelection(proceedings.data?.rows ?? noRows, paperIdOf);

  const showFilter = useCallback(
    (chosen: ProceedingsFilter) => setParams((current) => withProceedingsFilter(current, chosen), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  const changeSearch = useCallback((chosen: string) => setParams((current) => withProceedingsSearch(current, chosen), { replace: true, preventScrollReset: true }), [setParams]);
  const paging = useMemo(
    () => ({
      rowCount: proceedings.data?.total ?? 0,
      paginationModel: { page, pageSize: proceedingsPageSize },
      onPaginationModelChange: (model: GridPaginationModel) => setShown({ filter, search, page: model.page }),
      pageSizeOptions: pageSizes,
    }),
    [proceedings.data?.total, page, filter, search],
  );

  function sent(answer: AuthorRemindersAnswer) {
    setReminding(false);
    selection.clear();
    setNotice(remindersSentNotice({ message: answer.message, queued: answer.reminders.length }));
  }

  const remindButton = (
    <Button variant="contained" onClick={() => setReminding(true)}>
      Remind authors
    </Button>
  );

  return (
    <AdminPage title="Proceedings" action={remindButton}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Each accepted paper in the volume&apos;s order: its camera-ready file, copyright form, confirmed metadata and registration. Remind authors emails the authors of
        the selected papers, or of every incomplete paper, what each paper misses; you see who gets what before anything is sent.
      </Typography>
      <FailureAlert text={fileError} onClose={() => setFileError(null)} sx={{ mb: 2 }} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap', mb: 2 }}>
        <SelectField label="Show papers" value={filter} choices={filterChoices} onChange={showFilter} sx={{ minWidth: 240 }} />
        <SearchField value={search} onSearch={changeSearch} label="Find a paper" helperText="Its ID, or the start of words of its title or an author's name" />
        <SelectionControls selection={selection} noun={['paper', 'papers']} />
      </Stack>
      <LoadState query={proceedings} loadingText="Loading the proceedings..." errorText={serverMessage(proceedings.error) ?? loadFailed}>
        {(data, reloading) => (
          <>
            <Typography sx={{ fontWeight: 600 }}>{proceedingsSummary(data)}</Typography>
            <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }} role="status">
              {layoutStateText(data)}
            </Typography>
            <ProceedingsGrid page={{ rows: data.rows, paging, loading: reloading, emptyText: noProceedingsText(filter, search) }} selection={selection} onFileError={setFileError} />
            <AffiliationSuggestions affiliations={data.affiliations} />
          </>
        )}
      </LoadState>
      <VolumeOrderSection />
      <ProceedingsDownloads />
      <ActionSnackbar notice={notice} onClose={() => setNotice(null)} />
      {reminding ? <RemindAuthorsDialog paperIds={reminderPaperIds(new Set(selection.rows.map(paperIdOf)))} onClose={() => setReminding(false)} onSent={sent} /> : null}
    </AdminPage>
  );
}
