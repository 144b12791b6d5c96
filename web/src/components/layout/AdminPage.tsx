// The frame of an admin screen: its heading, an optional action beside it, the outcome notice and the
// content (loading text, error, or the table).
import type { ReactNode } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api';
import { refusalText } from '../../lib/failures';

export type Notice = { severity: 'success' | 'error'; text: string } | null;

interface AdminPageProps {
  title: string;
  action?: ReactNode;
  notice?: Notice;
  onCloseNotice?: () => void;
  children: ReactNode;
}

export function AdminPage({ title, action, notice, onCloseNotice, children }: AdminPageProps) {
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {action}
      </Stack>
      {notice ? (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} onClose={onCloseNotice} sx={{ mb: 2 }}>
          {notice.text}
        </Alert>
      ) : null}
      {children}
    </Box>
  );
}

interface LoadStateProps<T> {
  query: UseQueryResult<T>;
  loadingText: string;
  /** Said when the read fails; none: the server's reason (refusalText). */
  errorText?: string;
  /** A refusal (403) is the server telling the user what to do (verify the address), not a failure: shown as information. */
  refusalIsInfo?: boolean;
  /** `reloading`: the data shown is being read again (or is the last request's, while the next one loads). */
  children: (data: T, reloading: boolean) => ReactNode;
}

/** The loading text, the load error, or the content built from the data. */
export function LoadState<T>({ query, loadingText, errorText, refusalIsInfo = false, children }: LoadStateProps<T>) {
  if (query.status === 'pending') {
    return (
      <Typography role="status" sx={{ py: 4 }}>
        {loadingText}
      </Typography>
    );
  }
  if (query.status === 'error') {
    if (refusalIsInfo && query.error instanceof ApiRequestError && query.error.status === 403) return <Alert severity="info">{refusalText(query.error)}</Alert>;
    return (
      <Alert severity="error" role="alert">
        {errorText ?? refusalText(query.error)}
      </Alert>
    );
  }
  return <>{children(query.data, query.isFetching)}</>;
}
