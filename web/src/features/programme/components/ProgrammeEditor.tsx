// The Programme editor's form: the sessions in the order the chair lists them (added, moved, removed),
// each with its fields and papers, checked as the server checks them (times read on the conference's
// clock, no two sessions at once in a room, a paper in one session), then saved whole. The server's
// message, or its refusal naming the problem, is shown below the Save button.
import { useId, useState } from 'react';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { maxSessions, type FieldErrors, type SessionKind } from '@confsys/domain';
import { SaveOutcome } from '../../../components/feedback/SaveOutcome';
import { useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';
import { useListEditor } from '../../../components/forms/useListEditor';
import { withoutError } from '../../../components/forms/useForm';
import { useSaveProgramme } from '../../../api/programme/saveProgramme';
import {
  newSession,
  programmeErrorsMessage,
  programmeFailure,
  programmeInput,
  sessionErrorKey,
  placedPapers,
  withoutSessionErrors,
  withTitle,
  type SessionValues,
} from '../utils/programmeEditor';
import { ProgrammeSessionFields, sessionName } from './ProgrammeSessionFields';

interface ProgrammeEditorProps {
  initial: SessionValues[];
  timeZone: string;
  /** The titles of the papers placed when the programme was read. */
  titles: ReadonlyMap<string, string>;
}

export function ProgrammeEditor({ initial, timeZone, titles: initialTitles }: ProgrammeEditorProps) {
  const headingId = useId();
  const [sessions, setSessions] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  // The titles of the papers placed: those read with the programme, and each one added since.
  const [titles, setTitles] = useState(initialTitles);
  const save = useSaveProgramme();
  const { submit, statusText, setStatusText, failure } = useSubmitOutcome({
    check: () => {
      const checked = programmeInput(sessions, timeZone);
      if (checked.input) return { input: checked.input };
      setErrors(checked.errors);
      return { problem: programmeErrorsMessage(checked.errors) };
    },
    setErrors,
    send: save.mutateAsync,
    sent: () => {
      setErrors({});
      // Saved sessions keep their IDs: the calendar files and links refer to them.
      setSessions((current) => current.map((session) => ({ ...session, idFollowsTitle: false })));
    },
    refusal: programmeFailure,
    sendingText: 'Saving the programme...',
  });
  const disabled = save.isPending;
  const placed = placedPapers(sessions);

  function change(index: number, patch: Partial<SessionValues>, field: string) {
    setSessions((current) => current.map((session, at) => (at === index ? { ...session, ...patch } : session)));
    setErrors((current) => withoutError(current, sessionErrorKey(index, field)));
  }

  const { addButton, add, item } = useListEditor({
    items: sessions,
    setItems: setSessions,
    make: newSession,
    dropPlaceErrors: () => setErrors((current) => withoutSessionErrors(current)),
    nameOf: sessionName,
    announce: setStatusText,
    keep: 'Save the programme',
    idPrefix: (session) => `session-${session.key}`,
  });

  function changeKind(index: number, kind: SessionKind) {
    const session = sessions[index];
    if (!session) return;
    // Only paper sessions hold papers: another kind lets its papers go, to be placed elsewhere.
    const dropped = kind !== 'session' && session.paperIds.length > 0;
    change(index, { kind, ...(dropped ? { paperIds: [] } : {}) }, 'kind');
    setErrors((current) => withoutError(current, sessionErrorKey(index, 'paperIds')));
    if (dropped) setStatusText(`The papers of ${sessionName(session, index)} are no longer placed: a ${kind} holds none.`);
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1 }}>
        Sessions
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Times are in {timeZone}, the conference&apos;s time zone. Two sessions in one room may not overlap, and a paper is in one session only.
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        {sessions.length === 0 ? <Typography sx={{ mb: 2 }}>No sessions yet: add the first one.</Typography> : null}
        <Box sx={{ display: 'grid', gap: 2 }}>
          {sessions.map((session, index) => (
            <ProgrammeSessionFields
              key={session.key}
              {...item(index)}
              session={session}
              timeZone={timeZone}
              errors={errors}
              titles={titles}
              placed={placed}
              disabled={disabled}
              onChange={(patch, field) => change(index, patch, field)}
              onTitle={(title) => {
                setSessions((current) => withTitle(current, index, title));
                setErrors((current) => withoutError(withoutError(current, sessionErrorKey(index, 'title')), sessionErrorKey(index, 'id')));
              }}
              onKind={(kind) => changeKind(index, kind)}
              onPapers={(paperIds, announcement, added) => {
                if (added) setTitles((known) => new Map(known).set(added.paperId, added.title));
                change(index, { paperIds }, 'paperIds');
                setStatusText(announcement);
              }}
            />
          ))}
        </Box>
        <Button ref={addButton} variant="outlined" onClick={add} disabled={disabled || sessions.length >= maxSessions} sx={{ mt: 2 }}>
          Add session
        </Button>
        <FormHelperText error={Boolean(errors.sessions)}>{errors.sessions ?? `At most ${maxSessions} sessions.`}</FormHelperText>
        <Button type="submit" variant="contained" disabled={disabled} sx={{ mt: 2, display: 'block' }}>
          Save programme
        </Button>
        <SaveOutcome id="programme-status" status={statusText} failure={failure} />
      </Box>
    </Box>
  );
}
