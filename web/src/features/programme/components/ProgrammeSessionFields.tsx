// One session of the Programme editor: its kind, title, room, whether it is online, start and end on the
// conference's clock (a time the clocks skip is reported as typed), the chair or speaker, and for a
// paper session its papers; its buttons move it in the list or remove it. A group named by its title.
import { Box, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { sessionKindLabels, sessionKinds, type FieldErrors, type SessionKind } from '@confsys/domain';
import { ItemMoveButtons } from '../../../components/forms/ItemMoveButtons';
import { SelectField, choicesOf } from '../../../components/forms/SelectField';
import { errorProps } from '../../../components/forms/useForm';
import { sessionErrorKey, wallTimeProblem, type PlaceablePaper, type SessionValues } from '../utils/programmeEditor';
import { ProgrammeSessionPapers } from './ProgrammeSessionPapers';
import type { ListItemProps } from '../../../components/forms/useListEditor';

/** A session just added: its title takes the focus. */
interface ProgrammeSessionFieldsProps extends ListItemProps {
  session: SessionValues;
  timeZone: string;
  errors: FieldErrors<string>;
  titles: ReadonlyMap<string, string>;
  placed: ReadonlySet<string>;
  disabled: boolean;
  onChange: (patch: Partial<Omit<SessionValues, 'key' | 'id' | 'idFollowsTitle' | 'title' | 'kind'>>, field: string) => void;
  onTitle: (title: string) => void;
  onKind: (kind: SessionKind) => void;
  onPapers: (paperIds: string[], announcement: string, added?: PlaceablePaper) => void;
}

const kindChoices = choicesOf(sessionKinds, sessionKindLabels);
const groupSx = { border: 1, borderColor: 'divider', borderRadius: 1, m: 0, minWidth: 0, p: { xs: 1.5, sm: 2 } } as const;
const fieldsGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } } as const;

/** How the editor names a session: its title, or its place while it has none. */
export function sessionName(session: Pick<SessionValues, 'title'>, index: number): string {
  return session.title.trim() || `Session ${index + 1}`;
}

export function ProgrammeSessionFields(props: ProgrammeSessionFieldsProps) {
  const { index, count, session, timeZone, errors, titles, placed, disabled, autoFocus, onChange, onTitle, onKind, onPapers, onMove, onRemove } = props;
  const name = sessionName(session, index);
  const error = (field: string) => errors[sessionErrorKey(index, field)];
  const timeError = (field: 'start' | 'end') => error(field) ?? wallTimeProblem(session[field], timeZone) ?? undefined;
  /** A text field of the session: its name, value, change and error (or hint). */
  const text = (field: 'room' | 'start' | 'end' | 'chair', problem: string | undefined, hint: string) => ({
    name: sessionErrorKey(index, field),
    value: session[field],
    onChange: (event: { target: { value: string } }) => onChange({ [field]: event.target.value }, field),
    disabled,
    ...errorProps(problem, hint),
  });

  return (
    <Box component="fieldset" id={`session-${session.key}`} sx={groupSx}>
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        Session ID: {session.id}
        {session.idFollowsTitle ? ' (made from the title; kept once saved)' : ''}
      </Typography>
      <Box sx={fieldsGrid}>
        <SelectField size="medium" label="Kind" name={sessionErrorKey(index, 'kind')} value={session.kind} choices={kindChoices} onChange={onKind} disabled={disabled} {...errorProps(error('kind'))} />
        <TextField
          label="Title"
          name={sessionErrorKey(index, 'title')}
          required
          value={session.title}
          onChange={(event) => onTitle(event.target.value)}
          disabled={disabled}
          autoFocus={autoFocus}
          {...errorProps(error('title') ?? error('id'), 'As the programme shows it, e.g. Machine learning I.')}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField label="Room" {...text('room', error('room'), 'Empty for a session held only online.')} slotProps={{ htmlInput: { maxLength: 100 } }} />
        {(['start', 'end'] as const).map((field) => (
          <TextField
            key={field}
            label={field === 'start' ? 'Start' : 'End'}
            type="datetime-local"
            required
            {...text(field, timeError(field), `In ${timeZone}.`)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
          />
        ))}
        <TextField
          label="Session chair or speaker"
          {...text('chair', error('chair'), session.kind === 'keynote' ? 'The keynote speaker.' : 'Optional.')}
          slotProps={{ htmlInput: { maxLength: 150 } }}
        />
      </Box>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Checkbox name={sessionErrorKey(index, 'online')} checked={session.online} onChange={(event) => onChange({ online: event.target.checked }, 'room')} />}
        label="Online (streamed, or held only online)"
        disabled={disabled}
      />
      {session.kind === 'session' ? (
        <ProgrammeSessionPapers sessionName={name} paperIds={session.paperIds} titles={titles} placed={placed} error={error('paperIds')} disabled={disabled} onChange={onPapers} />
      ) : null}
      <ItemMoveButtons idPrefix={`session-${session.key}`} name={name} index={index} count={count} removeLabel="Remove session" disabled={disabled} onMove={onMove} onRemove={onRemove} />
    </Box>
  );
}
