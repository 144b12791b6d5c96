// The Email screen's grid: a DataTable paged by the server's cursor (its total unknown until counted), one
// page of the outbox, newest first (the grid neither sorts nor filters what it is given). Each message
// with its recipients, subject, kind, state as a label, attempts, last error and its times (created,
// ended); Preview on every row (or a click on the row), Resend on a failed one.
import { useMemo } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { mailKindLabels } from '@confsys/domain';
import type { MailRow } from '../../../api/mail/getMailPage';
import { canResend, endedText, mailName, mailTime, recipientsText } from '../utils/mail';
import { gridPageSizes } from '../../../components/tables/cursorPaging';
import { MailStateChip } from './MailStateChip';
import { BreakableText } from '../../../components/display/BreakableText';
import { DataTable } from '../../../components/tables/DataTable';
import { actionsColumn } from '../../../components/tables/actionsColumn';

const mailIdOf = (row: MailRow) => row.id;

interface MailGridProps {
  rows: readonly MailRow[];
  rowCount: number;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  loading: boolean;
  emptyText: string;
  /** The message whose resend is under way (its button is disabled). */
  resendingId: string | null;
  onPreview: (row: MailRow) => void;
  onResend: (row: MailRow) => void;
}

/** What a phone shows; the other columns stay in the column menu. */
const mailKeyColumns = ['subject', 'state', 'actions'];

export function MailGrid({ rows, rowCount, paginationModel, onPaginationModelChange, loading, emptyText, resendingId, onPreview, onResend }: MailGridProps) {
  const columns = useMemo<GridColDef<MailRow>[]>(
    () => [
      { field: 'to', headerName: 'To', flex: 1, minWidth: 140, valueGetter: (_value, row) => recipientsText(row.to), renderCell: ({ value }) => <BreakableText text={String(value ?? '')} /> },
      { field: 'subject', headerName: 'Subject', flex: 1.4, minWidth: 160, valueGetter: (_value, row) => row.message.subject },
      { field: 'kind', headerName: 'Kind', width: 120, valueGetter: (_value, row) => mailKindLabels[row.kind] },
      { field: 'state', headerName: 'State', width: 100, valueGetter: (_value, row) => row.delivery.state, renderCell: ({ row }) => <MailStateChip state={row.delivery.state} /> },
      { field: 'attempts', headerName: 'Attempts', type: 'number', width: 80, align: 'left', headerAlign: 'left', valueGetter: (_value, row) => row.delivery.attempts },
      { field: 'error', headerName: 'Last error', flex: 1, minWidth: 120, valueGetter: (_value, row) => row.delivery.error ?? '' },
      // Created and ended in one column, so every action stays in view at 1366 px.
      {
        field: 'createdAt',
        headerName: 'Time',
        width: 140,
        valueGetter: (_value, row) => mailTime(row.createdAt),
        renderCell: ({ row }) => (
          <span>
            {mailTime(row.createdAt)}
            <br />
            <Typography component="span" variant="body2" color="text.secondary">
              Ended: {endedText(row.delivery)}
            </Typography>
          </span>
        ),
      },
      actionsColumn(190, ({ row, tabIndex }) => (
        // The buttons' clicks do not also reach the row (whose click opens the preview).
        <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
          <Button size="small" variant="outlined" tabIndex={tabIndex} aria-label={`Preview ${mailName(row)}`} onClick={() => onPreview(row)}>
            Preview
          </Button>
          {canResend(row) ? (
            <Button
              size="small"
              variant="contained"
              tabIndex={tabIndex}
              disabled={resendingId === row.id}
              aria-label={`Resend ${mailName(row)}`}
              onClick={() => onResend(row)}
            >
              Resend
            </Button>
          ) : null}
        </Stack>
      )),
    ],
    [onPreview, onResend, resendingId],
  );
  return (
    <DataTable
      label="Messages"
      rows={rows}
      columns={columns}
      getRowId={mailIdOf}
      loading={loading}
      emptyText={emptyText}
      keyColumns={mailKeyColumns}
      onRowClick={onPreview}
      server={{
        sortModel: [],
        paging: { rowCount, hasNextPage: rows.length === paginationModel.pageSize, paginationModel, onPaginationModelChange, pageSizeOptions: gridPageSizes },
      }}
    />
  );
}
