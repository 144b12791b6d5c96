// Bidding (/reviewer/bidding): the papers open for bidding, best matches first, 12 to a page, with a
// search and a filter by bid kept in the URL (?q=&bid=&page=); the bidding window in the conference's
// time zone; the reviewer's bids counted; and each paper's bid, saved as it is clicked. Outside the window
// the papers can be read but the bids cannot change. An account the server does not know as a reviewer
// (no record, or an unverified address) is told why.
import { useId, useMemo, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button, Chip, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { viewerTimeZone } from '@confsys/domain';
import { LoadState } from '../../../components/layout/AdminPage';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useBids } from '../../../api/assignment/bids';
import { BiddingFilters } from '../components/BiddingFilters';
import { BiddingPaperCard } from '../components/BiddingPaperCard';
import { bidCounts, bidsQueryOf, biddingWindowText, pageRangeText, pageStart, previousPage, type BidFilter, type BidsPage } from '../utils/bidding';

type ListParam = 'page' | 'q' | 'bid';

export default function BiddingPage() {
  usePageTitle('Bidding');
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => bidsQueryOf(params), [params]);
  const bids = useBids(query);

  /** Sets the list's URL values; any change but the page's starts again from the first page. */
  function update(changes: Partial<Record<ListParam, string | undefined>>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!('page' in changes)) next.delete('page');
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { preventScrollReset: true },
    );
  }


  return (
    <Box sx={{ px: 2, py: { xs: 3, md: 5 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Bidding
      </Typography>
      <LoadState query={bids} loadingText="Loading the papers open for bidding..." refusalIsInfo>
        {(data) => <Bidding page={data} start={pageStart(data)} search={query.q ?? ''} filter={query.bid ?? ''} loading={bids.isPlaceholderData} onChange={update} />}
      </LoadState>
      <Link component={RouterLink} to={paths.reviewerDashboard} sx={{ display: 'inline-block', mt: 3 }}>
        Back to your dashboard
      </Link>
    </Box>
  );
}

interface BiddingProps {
  page: BidsPage;
  /** Where the page starts in the list. */
  start: number;
  search: string;
  filter: BidFilter;
  /** The next page is being read (the one shown stays until it arrives). */
  loading: boolean;
  onChange: (changes: Partial<Record<ListParam, string | undefined>>) => void;
}

function Bidding({ page, start, search, filter, loading, onChange }: BiddingProps) {
  const listHeading = useRef<HTMLHeadingElement>(null);
  const countsId = useId();
  const papersId = useId();
  const viewerZone = viewerTimeZone();
  const open = page.window.state === 'open';
  const windowText = biddingWindowText(page.window, viewerZone);
  const closedReason = open ? null : windowText;
  const range = pageRangeText(start, page.papers.length, page.total);

  function turn(to: string | undefined) {
    onChange({ page: to });
    // The reader moves with the list: to its heading, at the top of the new page.
    listHeading.current?.focus();
  }

  return (
    <>
      <Alert severity={open ? 'info' : 'warning'} sx={{ mb: 2 }}>
        {windowText}
      </Alert>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Bid on the papers you would like to review: Eager, Willing, Not willing, or Conflict, which declares a conflict of interest. Each click is saved at once; click
        the chosen bid again to clear it.
      </Typography>
      <Typography variant="body2" sx={{ mb: 3 }}>
        The best matches with your research area and topics come first.{' '}
        {page.reviewerTopics.length > 0 ? `Your topics: ${page.reviewerTopics.join('; ')}.` : 'You have chosen no topics yet.'}{' '}
        <Link component={RouterLink} to={paths.reviewerDashboard}>
          Change your topics on your dashboard
        </Link>
      </Typography>

      <Box component="section" aria-labelledby={countsId} sx={{ mb: 3 }}>
        <Typography id={countsId} variant="h5" component="h2" sx={{ mb: 1 }}>
          Your bids
        </Typography>
        <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
          {bidCounts(page.counts).map(({ bid, label, count }) => (
            <li key={bid}>
              <Chip variant="outlined" label={`${label}: ${count}`} />
            </li>
          ))}
        </Stack>
      </Box>

      <Box component="section" aria-labelledby={papersId}>
        <Typography id={papersId} ref={listHeading} tabIndex={-1} variant="h5" component="h2" sx={{ mb: 2 }}>
          Papers open for bidding
        </Typography>
        <BiddingFilters search={search} filter={filter} onSearch={(text) => onChange({ q: text })} onFilter={(value) => onChange({ bid: value })} />
        <Typography role="status" variant="body2" sx={{ mb: 1 }}>
          {range}
        </Typography>
        <Box aria-busy={loading} sx={{ position: 'relative' }}>
          {loading ? <LinearProgress aria-label="Loading papers" sx={{ position: 'absolute', top: -8, left: 0, right: 0 }} /> : null}
          {page.papers.length === 0 ? (
            <Typography>{search === '' && filter === '' ? 'No paper is open for bidding yet.' : 'No paper matches this search and filter.'}</Typography>
          ) : (
            <Stack component="ol" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
              {page.papers.map((paper) => (
                <li key={paper.paperId}>
                  <BiddingPaperCard paper={paper} closedReason={closedReason} />
                </li>
              ))}
            </Stack>
          )}
        </Box>
        <Stack direction="row" sx={{ mt: 3, gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
          <Button variant="outlined" disabled={start === 0 || loading} onClick={() => turn(previousPage(start))}>
            Previous page
          </Button>
          <Typography variant="body2">{range}</Typography>
          <Button variant="outlined" disabled={page.next === null || loading} onClick={() => turn(page.next ?? undefined)}>
            Next page
          </Button>
        </Stack>
      </Box>
    </>
  );
}
