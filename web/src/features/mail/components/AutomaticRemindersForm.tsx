// The Settings screen's Automatic reminders: on or off, and how many days before a review's due date the
// first reminder goes (a second goes once it is overdue; never more than one message a day to a
// reviewer). Below, the last run: when, and whom it reminded of which papers. The messages themselves are
// in the Email screen.
import { useState } from 'react';
import { Box, Button, FormControlLabel, Switch, Typography } from '@mui/material';
import { Messages, ReminderSettingsSchema, defaultReminderSettings, formatInstantIn, type AutomaticRemindersAnswer } from '@confsys/domain';
import { usePublicCalendar } from '../../../lib/publicCalendar';
import { useAutomaticReminders, useSaveAutomaticReminders } from '../../../api/mail/automaticReminders';
import { SettingsSection } from '../../../components/layout/SettingsSection';
import { formFailure } from '../../../lib/failures';
import { NumberField } from '../../../components/forms/NumberField';
import { StoredForm } from '../../../components/forms/StoredForm';
import { checkFailed, useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';

const loadFailed = 'The automatic reminders could not be loaded, so they cannot be changed now. Reload the page to try again.';

export function AutomaticRemindersForm() {
  return (
    <StoredForm query={useAutomaticReminders()} fallback={null}>
      {(stored, status) => <AutomaticRemindersFields stored={stored} status={status} />}
    </StoredForm>
  );
}

function AutomaticRemindersFields({ stored, status }: { stored: AutomaticRemindersAnswer | null; status: 'pending' | 'error' | 'success' }) {
  const [enabled, setEnabled] = useState(stored?.enabled ?? defaultReminderSettings.enabled);
  const [days, setDays] = useState(String(stored?.daysBefore ?? defaultReminderSettings.daysBefore));
  const [daysError, setDaysError] = useState<string | null>(null);
  const save = useSaveAutomaticReminders();
  const { timeZone } = usePublicCalendar();
  const disabled = status !== 'success' || save.isPending;
  const { submit, notice } = useSubmitOutcome({
    check: () => {
      // The same schema as the server's: a whole number of days from 0 to 30.
      const checked = ReminderSettingsSchema.safeParse({ enabled, daysBefore: days.trim() === '' ? Number.NaN : Number(days) });
      setDaysError(checked.success ? null : Messages.reminderDaysRange);
      return checked.success ? { input: checked.data } : checkFailed();
    },
    send: save.mutateAsync,
    refusal: (error) => formFailure(error, []),
    focusErrors: false,
  });

  const lastRun = stored?.lastRun ?? null;
  return (
    <SettingsSection title="Automatic reminders" notice={notice} status={status} loadFailed={loadFailed} onSubmit={submit}>
      <FormControlLabel
        sx={{ display: 'flex' }}
        control={<Switch name="enabled" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
        label="Remind reviewers of missing reviews automatically"
        disabled={disabled}
      />
      <NumberField
        label="Days before the due date"
        min={0}
        max={30}
        required
        value={days}
        onChange={(event) => setDays(event.target.value)}
        error={daysError !== null}
        helperText={daysError ?? 'The first reminder goes this many days before a review is due (0: on the day); a second once it is overdue. At most one message a day per reviewer.'}
        disabled={disabled}
        sx={{ mt: 2 }}
      />
      <Button type="submit" variant="contained" disabled={disabled} sx={{ mt: 2 }}>
        Save Reminder Settings
      </Button>
      <Box sx={{ mt: 3 }}>
        <Typography variant="subtitle2" component="h3">
          Last run
        </Typography>
        {lastRun === null ? (
          <Typography variant="body2">Not run yet.</Typography>
        ) : (
          <>
            <Typography variant="body2">
              {formatInstantIn(lastRun.at, timeZone)}: {lastRun.reminded.length === 0 ? 'nobody needed a reminder.' : `${lastRun.reminded.length} reviewer${lastRun.reminded.length === 1 ? '' : 's'} reminded.`}
            </Typography>
            {lastRun.reminded.length > 0 ? (
              <Box component="ul" sx={{ mt: 1, pl: 3 }}>
                {lastRun.reminded.map((entry) => (
                  <li key={entry.reviewerId}>
                    <Typography variant="body2">
                      {entry.name} ({entry.email}): {entry.papers.map((paper) => `${paper.paperId} ${paper.stage === 'overdue' ? 'overdue' : 'due soon'}`).join(', ')}
                    </Typography>
                  </li>
                ))}
              </Box>
            ) : null}
          </>
        )}
      </Box>
    </SettingsSection>
  );
}
