// The form that posts a comment to a paper's discussion: the text (Markdown, checked as the server checks
// it), for the chair the one reviewer asked (optional), and Post comment. The text is first checked for
// names of the programme committee; when some are found the writer chooses to post anyway or edit. A
// refusal shows under its field; the outcome is told through the panel's status line.
import { useRef, useState, type FormEvent } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { commentLimits, type NameWarning } from '@confsys/domain';
import { NameWarningsAlert } from '../../../components/feedback/NameWarningsAlert';
import { useCheckComment } from '../../../api/discussion/checkComment';
import { usePostComment } from '../../../api/discussion/postComment';
import { commentFailure, commentProblem, type CommentField } from '../utils/discussion';
import { FailureAlert } from '../../../components/feedback/FailureAlert';

const textHint =
  'Markdown: **bold**, *italic*, `code`, lists, > quotes, tables and http, https or mailto links. No HTML and no images. Refer to reviewers as "Reviewer 2", never by name.';
const warningIntro = 'Your comment may reveal identities';

interface CommentFormProps {
  paperId: string;
  /** For the chair: the reviewers they may ask (those who can read the discussion); none for a reviewer. */
  askable: readonly string[] | null;
  /** Tells the panel's status line what happened. */
  onStatus: (text: string) => void;
}

export function CommentForm({ paperId, askable, onStatus }: CommentFormProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<Partial<Record<CommentField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<readonly NameWarning[] | null>(null);
  const check = useCheckComment(paperId);
  const post = usePostComment(paperId);
  const busy = check.isPending || post.isPending;

  function refused(error: unknown) {
    const { message, fieldErrors } = commentFailure(error);
    setErrors(fieldErrors);
    // A refusal of a field shows under it; any other (the discussion closed, say) above the button.
    setFailure(Object.keys(fieldErrors).length > 0 ? null : message);
    if (fieldErrors.text) field.current?.focus();
    onStatus('');
  }

  async function send() {
    onStatus('Posting your comment...');
    try {
      const answer = await post.mutateAsync({ text, ...(to !== '' ? { to } : {}) });
      setWarnings(null);
      setText('');
      setTo('');
      onStatus(answer.message);
    } catch (error) {
      refused(error);
    }
  }

  /** Checks the text first (as the server would, then for names); posts it when nothing is found. */
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setWarnings(null);
    const problem = commentProblem(text);
    if (problem) {
      setErrors({ text: problem });
      field.current?.focus();
      return;
    }
    onStatus('Checking your comment...');
    try {
      const checked = await check.mutateAsync(text);
      if (checked.warnings.length > 0) {
        setWarnings(checked.warnings);
        onStatus('');
        return;
      }
    } catch (error) {
      refused(error);
      return;
    }
    await send();
  }

  function edit() {
    setWarnings(null);
    field.current?.focus();
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="New comment" sx={{ mt: 3 }}>
      <TextField
        id="comment-text"
        label="Your comment"
        multiline
        minRows={4}
        fullWidth
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setErrors(({ text: _cleared, ...rest }) => rest);
          setWarnings(null);
        }}
        error={Boolean(errors.text)}
        helperText={errors.text ?? textHint}
        inputRef={field}
        slotProps={{ htmlInput: { maxLength: commentLimits.maxCharacters } }}
      />
      {askable && askable.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 2 }}>
          No reviewer can be asked yet: a reviewer reads the discussion once their review is submitted.
        </Typography>
      ) : null}
      {askable && askable.length > 0 ? (
        <TextField
          id="comment-to"
          select
          label="Ask one reviewer (optional)"
          value={to}
          onChange={(event) => {
            setTo(event.target.value);
            setErrors(({ to: _cleared, ...rest }) => rest);
          }}
          error={Boolean(errors.to)}
          helperText={errors.to ?? 'Every reader of the discussion sees the comment, marked as addressed to this reviewer.'}
          sx={{ mt: 2, width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 280 } }}
        >
          <MenuItem value="">No one in particular</MenuItem>
          {askable.map((label) => (
            <MenuItem key={label} value={label}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {warnings ? <NameWarningsAlert intro={warningIntro} warnings={warnings} confirmLabel="Post anyway" busy={busy} onConfirm={() => void send()} onEdit={edit} /> : null}
      <FailureAlert text={failure} sx={{ mt: 2 }} />
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2, display: 'flex' }}>
        Post comment
      </Button>
    </Box>
  );
}
