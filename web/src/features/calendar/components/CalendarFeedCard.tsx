// The reviewer dashboard's calendar card: a private link to subscribe to in a calendar application, so
// the due dates (and a reminder the day before) appear there. The link is the only credential, so it is
// shown once when made; making a new one stops the old one, for a link that was shared by mistake.
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { Messages } from '@confsys/domain';
import { useCalendarFeed, useRenewCalendarFeed } from '../../../api/calendar/calendarFeed';
import { refusalText } from '../../../lib/failures';

export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const [link, setLink] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const exists = feed.status === 'success' && feed.data.feed !== null;

  async function make() {
    setFailure(null);
    try {
      setLink((await renew.mutateAsync()).url);
    } catch (error) {
      setFailure(refusalText(error));
    }
  }

  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Due dates in your calendar
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Subscribe to a private link in your calendar application (Google Calendar, Outlook, Apple Calendar): each review appears at its due date, with a reminder the day before.
        </Typography>
        {link ? (
          <>
            <Alert severity="success" sx={{ mb: 2 }}>
              {Messages.calendarFeedMade}
            </Alert>
            <TextField label="Your calendar link" value={link} fullWidth slotProps={{ htmlInput: { readOnly: true } }} onFocus={(event) => event.target.select()} />
          </>
        ) : exists ? (
          <Typography variant="body2" sx={{ mb: 1 }}>
            You made a link on {feed.data.feed?.createdAt.slice(0, 10)}. Make a new one if you lost it or shared it by mistake: the old one stops working.
          </Typography>
        ) : null}
        {failure ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <Box sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={() => void make()} disabled={renew.isPending || feed.status === 'pending'}>
            {exists || link ? 'Make a new calendar link' : 'Make my calendar link'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
