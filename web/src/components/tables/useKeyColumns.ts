// The grid props that show only a table's key columns below the md breakpoint (columnVisibility.ts),
// keeping what the user then chooses in the column menu for as long as the screen size stays.
import { useState } from 'react';
import { useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { columnVisibilityFor } from './columnVisibility';

export function useKeyColumns(fields: readonly string[], keyColumns: readonly string[] | undefined) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [chosen, setChosen] = useState<{ small: boolean; model: GridColumnVisibilityModel } | null>(null);
  return {
    columnVisibilityModel: chosen && chosen.small === small ? chosen.model : columnVisibilityFor(fields, keyColumns, small),
    onColumnVisibilityModelChange: (model: GridColumnVisibilityModel) => setChosen({ small, model }),
  };
}
