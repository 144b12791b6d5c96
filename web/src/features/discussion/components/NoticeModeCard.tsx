// The reviewer dashboard's choice of how to hear of discussions: a message per paper as comments come (at
// most once an hour), or one daily digest of every discussion. Kept in the reviewer's own settings beside
// the theme; assignments, reminders and deadlines always come at once.
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { defaultNoticeMode, noticeModeLabels, noticeModes, type NoticeMode } from '@confsys/domain';
import { SectionCard } from '../../../components/layout/SectionCard';
import { FailureAlert } from '../../../components/feedback/FailureAlert';
import { useSystemSettings } from '../../../api/site/getSystemSettings';
import { useSaveSystemSettings } from '../../../api/site/saveSystemSettings';
import { failureText } from '../../../lib/failures';

export function NoticeModeCard({ uid }: { uid: string }) {
  const settings = useSystemSettings(uid);
  const save = useSaveSystemSettings(uid);
  if (settings.status !== 'success') return null;
  const chosen = save.isPending && save.variables ? (save.variables.notices ?? defaultNoticeMode) : (settings.data.notices ?? defaultNoticeMode);
  const choose = (mode: NoticeMode) => save.mutate({ ...settings.data, notices: mode }, { onSuccess: () => void settings.refetch() });

  return (
    <SectionCard title="Discussion messages" gap="before" intro="Assignments, reminders and deadlines always come at once.">
      <FormControl disabled={save.isPending} sx={{ mt: 1 }}>
        <FormLabel id="notice-mode-label">How you hear of new comments in the discussions of your papers</FormLabel>
        <RadioGroup aria-labelledby="notice-mode-label" value={chosen} onChange={(event) => {
            const mode = noticeModes.find((known) => known === event.target.value);
            if (mode) choose(mode);
          }}>
          {noticeModes.map((mode) => (
            <FormControlLabel key={mode} value={mode} control={<Radio />} label={noticeModeLabels[mode]} />
          ))}
        </RadioGroup>
      </FormControl>
      <FailureAlert text={failureText(save.error)} sx={{ mt: 1 }} />
    </SectionCard>
  );
}
