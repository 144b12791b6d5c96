// The form that posts a comment to a paper's discussion: the text (Markdown, checked as the server checks
// it), for the chair the one reviewer asked (optional), and Post comment. The text is first checked for
// names of the programme committee; when some are found the writer chooses to post anyway or edit. A
// refusal shows under its field; the outcome is told through the panel's status line.
import { useRef, useState } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { commentLimits, type NameWarning } from '@confsys/domain';
import { NameWarningsAlert } from '../../../components/feedback/NameWarningsAlert';
import { useCheckComment } from '../../../api/discussion/checkComment';
import { usePostComment } from '../../../api/discussion/postComment';
import { commentFailure, commentProblem, type CommentField } from '../utils/discussion';
import { FailureAlert } from '../../../components/feedback/FailureAlert';
import { checkFailed, useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';

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
  const [warnings, setWarnings] = useState<readonly NameWarning[] | null>(null);
  const check = useCheckComment(paperId);
  const post = usePostComment(paperId);
  const busy = check.isPending || post.isPending;

  const { submit, submitChecked, failure } = useSubmitOutcome({
    check: () => {
      setWarnings(null);
      const problem = commentProblem(text);
      if (!problem) return { input: { text, to, checkNames: true } };
      setErrors({ text: problem });
      return checkFailed();
    },
    setErrors,
    /** Checks the text for names first (unless the writer chose to post anyway); posts it when none is found. */
    send: async ({ checkNames, ...comment }) => {
      if (checkNames) {
        onStatus('Checking your comment...');
        const checked = await check.mutateAsync(comment.text);
        if (checked.warnings.length > 0) return { message: '', warnings: checked.warnings };
      }
      onStatus('Posting your comment...');
      const answer = await post.mutateAsync({ text: comment.text, ...(comment.to !== '' ? { to: comment.to } : {}) });
      return { message: answer.message, warnings: null };
    },
    sent: (answer) => {
      setWarnings(answer.warnings);
      if (answer.warnings) return;
      setText('');
      setTo('');
    },
    refusal: (error) => {
      const { message, fieldErrors } = commentFailure(error);
      // A refusal of a field shows under it; any other (the discussion closed, say) above the button.
      return { message: Object.keys(fieldErrors).length > 0 ? null : message, fieldErrors };
    },
    announce: onStatus,
  });

  function edit() {
    setWarnings(null);
    field.current?.focus();
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="New comment" sx={{ mt: 3 }}>
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
      {warnings ? <NameWarningsAlert intro={warningIntro} warnings={warnings} confirmLabel="Post anyway" busy={busy} onConfirm={() => submitChecked({ input: { text, to, checkNames: false } })} onEdit={edit} /> : null}
      <FailureAlert text={failure} sx={{ mt: 2 }} />
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2, display: 'flex' }}>
        Post comment
      </Button>
    </Box>
  );
}
