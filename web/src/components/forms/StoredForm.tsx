// A Settings form over what the server stores: it starts from `fallback` (the defaults) and is made
// again, from the stored values, once they arrive, so it saves nothing read before them; `status` tells
// the form whether it may save yet. `wide` spans the Settings grid.
import { Fragment, type ReactNode } from 'react';
import { Box } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';

interface StoredFormProps<T, F> {
  query: UseQueryResult<T>;
  fallback: F;
  wide?: boolean;
  children: (stored: T | F, status: UseQueryResult['status']) => ReactNode;
}

export function StoredForm<T, F = T>({ query, fallback, wide = false, children }: StoredFormProps<T, F>) {
  const form = <Fragment key={query.status}>{children(query.status === 'success' ? query.data : fallback, query.status)}</Fragment>;
  return wide ? <Box sx={{ gridColumn: '1 / -1' }}>{form}</Box> : form;
}
