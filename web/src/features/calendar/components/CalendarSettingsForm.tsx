// The Settings screen's Calendar form: the conference's time zone and every date as its clock reads it,
// saved whole through the API (the server checks the order and records the change), with the history of
// changes below: who changed which date, when, from what to what.
import { useMemo } from 'react';
import { Autocomplete, Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { calendarDates, formatDateTime, formatInstantIn, instantOfWallTime, isTimeZone, viewerTimeOf, type Calendar, type CalendarDate, viewerTimeZone } from '@confsys/domain';
import { NumberField } from '../../../components/forms/NumberField';
import { useForm } from '../../../components/forms/useForm';
import { checkFailed, useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';
import { useCalendar } from '../../../api/calendar/getCalendar';
import { useCalendarHistory } from '../../../api/calendar/getCalendarHistory';
import { useSaveCalendar } from '../../../api/calendar/saveCalendar';
import { calendarDateFields, calendarFields, calendarInput, calendarLabels, calendarValues, optionalDates, type CalendarField, type CalendarValues } from '../utils/calendar';
import { formFailure } from '../../../lib/failures';
import { SettingsSection } from '../../../components/layout/SettingsSection';

const loadFailed = 'The calendar could not be loaded, so it cannot be changed now. Reload the page to try again.';
const viewerZone = viewerTimeZone();

export function CalendarSettingsForm() {
  const stored = useCalendar();
  const history = useCalendarHistory();
  const calendar = stored.status === 'success' ? stored.data.calendar : null;
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <CalendarFields key={stored.status} initial={calendarValues(calendar)} status={stored.status} />
      <CalendarHistory history={history} />
    </Box>
  );
}

interface CalendarFieldsProps {
  initial: CalendarValues;
  status: UseQueryResult['status'];
}

function CalendarFields({ initial, status }: CalendarFieldsProps) {
  const { values, errors, change, setErrors, field, validateAll } = useForm<CalendarValues, CalendarField>(initial, (input) => calendarInput(input).errors ?? {});
  const save = useSaveCalendar();
  const { submit, notice } = useSubmitOutcome({
    check: () => {
      const input = validateAll() ? calendarInput(values).input : undefined;
      return input ? { input } : checkFailed();
    },
    setErrors,
    send: save.mutateAsync,
    refusal: (error) => formFailure(error, calendarFields),
    focusErrors: false,
  });
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  const disabled = status !== 'success' || save.isPending;

  /** The hint under a date: the instant it names in the conference's zone, and for a viewer elsewhere. */
  function hint(date: CalendarDate): string {
    const zone = values.timeZone;
    const result = values[date] && isTimeZone(zone) ? instantOfWallTime(values[date], zone) : null;
    if (!result?.instant) return `In ${zone}.`;
    const elsewhere = viewerTimeOf(result.instant, zone, viewerZone);
    return elsewhere ? `${formatInstantIn(result.instant, zone)}: ${elsewhere}.` : `${formatInstantIn(result.instant, zone)}.`;
  }

  return (
    <SettingsSection title="Calendar" notice={notice} status={status} loadFailed={loadFailed} onSubmit={submit}>
      <Typography sx={{ mt: 1 }}>
        Every date as the conference&apos;s clock reads it. Submissions close at the submission deadline plus the grace period, by the server&apos;s
        clock; the public pages show a change within a minute.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <Autocomplete
          options={zones}
          value={values.timeZone}
          disableClearable
          freeSolo
          disabled={disabled}
          onInputChange={(_event, value) => change('timeZone', value)}
          renderInput={(params) => (
            <TextField {...params} label="Time zone" name="timeZone" required error={Boolean(errors.timeZone)} helperText={errors.timeZone ?? 'An IANA name, such as Asia/Kolkata.'} />
          )}
        />
        <NumberField
          label="Grace period (minutes)"
          min={0}
          max={1440}
          required
          disabled={disabled}
          {...field('graceMinutes', 'Submissions still accepted this long after the deadline (0 to 1440).')}
        />
        {calendarDateFields.map((date) => (
          <TextField
            key={date}
            label={calendarLabels[date]}
            type="datetime-local"
            required={!optionalDates.has(date)}
            disabled={disabled}
            {...field(date, hint(date))}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
          />
        ))}
      </Box>
      <Button type="submit" variant="contained" disabled={disabled} sx={{ mt: 2 }}>
        Save Calendar
      </Button>
    </SettingsSection>
  );
}

type History = UseQueryResult<{ changes: Array<{ id: string; at: string; by: string; before: unknown; after: unknown }> }>;

/** The dates one change moved, each "Submission deadline: 30 Jun 2025, 23:59 IST → 30 Jul 2025, 23:59 IST". */
function changedDates(before: unknown, after: unknown): string[] {
  const from = (before ?? {}) as Partial<Calendar>;
  const to = (after ?? {}) as Partial<Calendar>;
  const zoneOf = (calendar: Partial<Calendar>) => calendar.timeZone ?? 'UTC';
  const lines: string[] = [];
  if (from.timeZone !== to.timeZone) lines.push(`Time zone: ${from.timeZone ?? 'none'} → ${to.timeZone ?? 'none'}`);
  if (from.graceMinutes !== to.graceMinutes) lines.push(`Grace period: ${from.graceMinutes ?? 'none'} → ${to.graceMinutes ?? 'none'} minutes`);
  for (const date of calendarDateFields) {
    const was = from[date] ?? null;
    const now = to[date] ?? null;
    if (was === now) continue;
    const show = (value: string | null, calendar: Partial<Calendar>) => (value ? formatInstantIn(value, zoneOf(calendar)) : 'none');
    lines.push(`${calendarLabels[date]}: ${show(was, from)} → ${show(now, to)}`);
  }
  return lines;
}

function CalendarHistory({ history }: { history: History }) {
  if (history.status !== 'success') return null;
  return (
    <Box component="section" aria-labelledby="calendar-history-heading" sx={{ mt: 2 }}>
      <Typography id="calendar-history-heading" variant="h6" component="h3">
        Changes to the calendar
      </Typography>
      {history.data.changes.length === 0 ? (
        <Typography>No changes yet.</Typography>
      ) : (
        <List dense>
          {history.data.changes.map((entry) => (
            <ListItem key={entry.id} disableGutters>
              <ListItemText
                primary={`${formatDateTime(entry.at)} by ${entry.by}`}
                secondary={changedDates(entry.before, entry.after).join('; ') || `Set (${Object.keys(calendarDates).length} dates)`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
