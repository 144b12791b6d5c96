// The frame of a chart: a card holding a <figure> named by its heading, so the chart has an accessible
// name, and a box that gives the chart the card's width (MUI X charts without a width fill their
// parent, so they shrink to a phone's width). A chart with nothing to draw says `noData` instead.
import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';

interface ChartCardProps {
  title: string;
  /** A longer description of what the chart shows, for assistive technology. */
  description?: string;
  /** What the chart says in place of an empty drawing. */
  noData?: string;
  children: ReactNode;
}

export function ChartCard({ title, description, noData, children }: ChartCardProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent>
        <Box component="figure" aria-labelledby={titleId} aria-describedby={description ? descriptionId : undefined} sx={{ m: 0, minWidth: 0 }}>
          <Box component="figcaption" sx={{ mb: 1 }}>
            <Typography id={titleId} component="h3" variant="h6">
              {title}
            </Typography>
            {description ? (
              <Typography id={descriptionId} variant="body2" color="text.secondary">
                {description}
              </Typography>
            ) : null}
          </Box>
          <Box sx={{ width: '100%', minWidth: 0 }}>
            {noData === undefined ? children : <ChartsLocalizationProvider localeText={{ noData }}>{children}</ChartsLocalizationProvider>}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
