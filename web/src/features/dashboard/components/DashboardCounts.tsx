// The three count cards of the dashboard (Reviewers, Authors, Published). Each card is a region named
// by its label, holding the number (data-testid `count-{key}`); while the figures load it is busy.
import { useId } from 'react';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { countColors } from '../../../theme/chartColors';
import type { CountCard } from '../utils/dashboard';

interface DashboardCountsProps {
  /** The cards; the values are shown once loaded. */
  cards: readonly CountCard[];
  loading: boolean;
}

export function DashboardCounts({ cards, loading }: DashboardCountsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, mb: 3 }}>
      {cards.map((card) => (
        <CountCardView key={card.key} card={card} loading={loading} />
      ))}
    </Box>
  );
}

function CountCardView({ card, loading }: { card: CountCard; loading: boolean }) {
  const labelId = useId();
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={labelId}
      aria-busy={loading}
      sx={{ borderLeft: 6, borderLeftColor: countColors[card.key] }}
    >
      <CardContent>
        <Typography id={labelId} component="h3" variant="subtitle1" color="text.secondary">
          {card.label}
        </Typography>
        <Typography component="p" variant="h3" data-testid={`count-${card.key}`} sx={{ fontWeight: 700 }}>
          {loading ? <Skeleton width={64} /> : card.value}
        </Typography>
      </CardContent>
    </Card>
  );
}
