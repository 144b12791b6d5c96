// The Proceedings screen's grid: one page of accepted papers as the server pages them, in the volume's
// order (the grid neither sorts nor filters): the position, the paper, the camera-ready file's state and
// pages, the pages it takes in the volume, whether the copyright form is signed, the metadata confirmed
// and an author registered (each a mark and a word, never colour alone), and when its authors were last
// reminded. Per row, the camera-ready PDF and the signed copyright form open once they exist. Rows are
// selected with checkboxes (kept across pages) for the reminders.
import { useMemo, type ReactNode } from 'react';
import { Box, Button, Stack } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import { ApiPaths, formatDateTime, type ProceedingsRow } from '@confsys/domain';
import { useProtectedFile } from '../../../components/files/useProtectedFile';
import { PagedDataTable, type PagedTable, type RowsPage } from '../../../components/tables/PagedDataTable';
import type { RowSelection } from '../../../components/tables/useRowSelection';
import { cameraReadyStateText, doneLabels, pageRangeText } from '../utils/proceedingsScreen';

const paperIdOf = (row: ProceedingsRow) => row.paperId;
/** The server's order: the volume's. */
const volumeOrder: GridSortModel = [{ field: 'position', sort: 'asc' }];
/** What a phone shows; the other columns stay in the column menu. */
const proceedingsKeyColumns = ['paperId', 'cameraReady', 'copyrightSigned', 'metadataConfirmed'];

type Mark = 'done' | 'missing' | 'warning';

const markIcons: Record<Mark, ReactNode> = {
  done: <CheckCircleIcon fontSize="small" color="success" aria-hidden />,
  missing: <CancelIcon fontSize="small" color="error" aria-hidden />,
  warning: <WarningAmberIcon fontSize="small" color="warning" aria-hidden />,
};

/** A state as a mark and its word. */
function Marked({ mark, text }: { mark: Mark; text: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
      {markIcons[mark]}
      <span>{text}</span>
    </Box>
  );
}

function doneColumn(field: 'copyrightSigned' | 'metadataConfirmed' | 'registered', headerName: string, labels: { done: string; missing: string }): GridColDef<ProceedingsRow> {
  return {
    field,
    headerName,
    width: 160,
    sortable: false,
    valueGetter: (_value, row) => (row[field] ? labels.done : labels.missing),
    renderCell: ({ row }) => <Marked mark={row[field] ? 'done' : 'missing'} text={row[field] ? labels.done : labels.missing} />,
  };
}

const cameraReadyMarks: Record<ProceedingsRow['cameraReady'], Mark> = { missing: 'missing', passed: 'done', warnings: 'warning' };

const proceedingsTable: PagedTable<ProceedingsRow> = { label: "Accepted papers in the volume's order", keyColumns: proceedingsKeyColumns, getRowId: paperIdOf, sortModel: volumeOrder };

interface ProceedingsGridProps {
  page: RowsPage<ProceedingsRow>;
  selection: RowSelection<ProceedingsRow>;
  onFileError: (message: string) => void;
}

export function ProceedingsGrid({ page, selection, onFileError }: ProceedingsGridProps) {
  // Buttons, as in the other grids: a link-sized target in a grid cell is too small to hit.
  const file = useProtectedFile(onFileError);
  const columns = useMemo<GridColDef<ProceedingsRow>[]>(
    () => [
      { field: 'position', headerName: '#', type: 'number', width: 60, align: 'left', headerAlign: 'left', sortable: false },
      { field: 'paperId', headerName: 'Paper ID', width: 140, sortable: false },
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 200, sortable: false },
      { field: 'authors', headerName: 'Authors', flex: 1, minWidth: 180, sortable: false, valueGetter: (_value, row) => row.authors.join(', ') },
      {
        field: 'cameraReady',
        headerName: 'Camera-ready',
        width: 210,
        sortable: false,
        valueGetter: (_value, row) => cameraReadyStateText(row),
        renderCell: ({ row }) => <Marked mark={cameraReadyMarks[row.cameraReady]} text={cameraReadyStateText(row)} />,
      },
      { field: 'pagesInVolume', headerName: 'Pages in volume', width: 130, sortable: false, valueGetter: (_value, row) => pageRangeText(row) },
      doneColumn('copyrightSigned', 'Copyright', doneLabels.copyright),
      doneColumn('metadataConfirmed', 'Metadata', doneLabels.metadata),
      doneColumn('registered', 'Registration', doneLabels.registration),
      { field: 'remindedAt', headerName: 'Reminded', width: 150, sortable: false, valueGetter: (_value, row) => (row.remindedAt ? formatDateTime(row.remindedAt) : 'Never') },
      {
        field: 'files',
        headerName: 'Files',
        width: 170,
        sortable: false,
        renderCell: ({ row, tabIndex }) => {
          const pdf = ApiPaths.cameraReadyFile(row.paperId);
          const form = ApiPaths.copyrightFile(row.paperId);
          return (
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', py: 0.5 }}>
              {row.cameraReady !== 'missing' ? (
                <Button size="small" variant="outlined" tabIndex={tabIndex} aria-label={`PDF of ${row.paperId}`} disabled={file.openingUrl === pdf} onClick={() => file.open(pdf)}>
                  PDF
                </Button>
              ) : null}
              {row.copyrightSigned ? (
                <Button size="small" variant="outlined" tabIndex={tabIndex} aria-label={`Copyright form of ${row.paperId}`} disabled={file.openingUrl === form} onClick={() => file.open(form)}>
                  Copyright form
                </Button>
              ) : null}
            </Stack>
          );
        },
      },
    ],
    [file],
  );
  return <PagedDataTable table={proceedingsTable} columns={columns} page={page} selection={selection} />;
}
