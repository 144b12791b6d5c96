// A paper of the bidding list as a reviewer reads it before bidding (never its authors): ID, title, why
// it matches them, topics, keywords, the abstract (opened on demand), and their bid.
import { useId } from 'react';
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import type { BiddingPaper } from '../utils/bidding';
import { BidControl } from './BidControl';

export function BiddingPaperCard({ paper, closedReason }: { paper: BiddingPaper; closedReason: string | null }) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {paper.paperId}
        </Typography>
        <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {paper.title}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          <strong>Match:</strong> {paper.match.reason}
        </Typography>
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 'bold', mr: 1 }}>
            Topics:
          </Typography>
          {paper.topics.length === 0 ? (
            <Typography variant="body2" component="span">
              none given
            </Typography>
          ) : (
            <Box component="ul" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none', verticalAlign: 'middle' }}>
              {paper.topics.map((topic) => (
                <li key={topic}>
                  <Chip size="small" variant="outlined" label={topic} sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal' } }} />
                </li>
              ))}
            </Box>
          )}
        </Box>
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          <strong>Keywords:</strong> {paper.keywords.join(', ')}
        </Typography>
        <Box component="details" sx={{ mt: 1, '& > summary': { cursor: 'pointer', fontWeight: 'bold' } }}>
          <Typography component="summary" variant="body2">
            Abstract
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {paper.abstract}
          </Typography>
        </Box>
        <BidControl paperId={paper.paperId} bid={paper.bid} closedReason={closedReason} />
      </CardContent>
    </Card>
  );
}
