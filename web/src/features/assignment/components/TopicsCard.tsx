// The reviewer dashboard's topics card: the call for papers' topics the reviewer reviews (ticked and
// saved here), their research area as the chair recorded it, and the way to the bidding page. Both
// topics and research area order the bidding list and feed the automatic assignment. An account not on
// the programme committee is told so by the server, shown as information rather than a failure.
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Card, CardContent, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Stack, Typography } from '@mui/material';
import { Messages, callTopics as topicsOf, type Topic } from '@confsys/domain';
import { usePublicConference } from '../../../lib/publicConference';
import { LoadState } from '../../../components/layout/AdminPage';
import { paths } from '../../../config/paths';
import { useReviewerTopics, useSaveReviewerTopics } from '../../../api/assignment/topics';
import { formFailure } from '../../../lib/failures';
import { useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';

export function TopicsCard() {
  const headingId = useId();
  const stored = useReviewerTopics();


  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          Your topics
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          The papers you are offered for bidding, and the automatic assignment, follow your topics and research area.
        </Typography>
        <LoadState query={stored} loadingText="Loading your topics..." refusalIsInfo>
          {(data) => <TopicsForm chosen={data.topics} researchArea={data.researchArea} />}
        </LoadState>
      </CardContent>
    </Card>
  );
}

function TopicsForm({ chosen, researchArea }: { chosen: readonly string[]; researchArea: string }) {
  const helpId = useId();
  const save = useSaveReviewerTopics();
  // The call's topics as the chair lists them now; a topic no longer listed is dropped when saved.
  const callTopics = topicsOf(usePublicConference());
  const [ticked, setTicked] = useState<Topic[]>(() => callTopics.filter((topic) => chosen.includes(topic)));
  const { submit, notice: outcome, clear } = useSubmitOutcome({
    check: () => ({ input: ticked }),
    send: save.mutateAsync,
    said: () => Messages.topicsSaved,
    refusal: (error) => formFailure(error, []),
  });

  function tick(topic: Topic, checked: boolean) {
    setTicked((current) => callTopics.filter((each) => (each === topic ? checked : current.includes(each))));
    clear();
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <strong>Your research area:</strong> {researchArea || 'not recorded'}
      </Typography>
      <FormControl component="fieldset" disabled={save.isPending} fullWidth aria-describedby={helpId}>
        <FormLabel component="legend">Topics you review</FormLabel>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          {callTopics.map((topic) => (
            <FormControlLabel
              key={topic}
              label={topic}
              control={<Checkbox name="topics" value={topic} checked={ticked.includes(topic)} onChange={(event) => tick(topic, event.target.checked)} />}
            />
          ))}
        </FormGroup>
        <FormHelperText id={helpId}>
          Tick any of the call for papers&apos; topics ({ticked.length} ticked). With none, papers are matched with your research area only.
        </FormHelperText>
      </FormControl>
      {outcome ? (
        <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'} sx={{ mt: 2 }}>
          {outcome.text}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save topics'}
        </Button>
        <Button component={RouterLink} to={paths.reviewerBidding} variant="outlined">
          Bid on papers
        </Button>
      </Stack>
    </Box>
  );
}
