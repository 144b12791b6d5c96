// The authors' response to the released reviews: the text with its live word count against the limit,
// Save draft and Submit response (disabled, with the reason, outside the window or over the limit). Submit
// saves a draft first; when the server finds an author named in it, the author chooses to submit anyway
// or edit. The server's message after each save is announced; the submitted version is described below.
import { useId, useRef, useState } from 'react';
import { Box, Button, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { responseLimits, type NameWarning } from '@confsys/domain';
import { NameWarningsAlert } from '../../../components/feedback/NameWarningsAlert';
import { ApiRequestError } from '../../../lib/api';
import type { AuthorResponse } from '../../../api/discussion/getAuthorResponse';
import { useSaveAuthorResponse, type SavedResponse } from '../../../api/discussion/saveAuthorResponse';
import { draftText, saveBlock, startingText, submitBlock, submittedText, wordCount } from '../utils/response';
import { SaveOutcome } from '../../../components/feedback/SaveOutcome';
import { refusalText } from '../../../lib/failures';

const warningIntro = 'Your response may reveal who you are';

/** The warnings shown: those of the text last saved; `confirm` while a submission waits on the author's choice. */
type Warnings = { list: readonly NameWarning[]; confirm: boolean } | null;

export function ResponseForm({ page }: { page: AuthorResponse }) {
  const reasonId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(() => startingText(page.response));
  const [warnings, setWarnings] = useState<Warnings>(page.warnings.length > 0 ? { list: page.warnings, confirm: false } : null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const save = useSaveAuthorResponse(page.paperId);
  const count = wordCount(text, page.wordLimit);
  const saveReason = saveBlock(page, count);
  const submitReason = submitBlock(page, count);
  // Outside the window, or once the paper has left review, the text can be read but not changed.
  const readOnly = saveBlock(page, wordCount('', page.wordLimit)) !== null;
  const zone = page.window.timeZone;
  const submitted = submittedText(page.response, zone);
  const draft = draftText(page.response, zone);

  /** Saves the text (a draft, or submitted) and says the outcome; null when the server refused it. */
  async function send(submit: boolean): Promise<SavedResponse | null> {
    setFailure(null);
    setFieldError(null);
    setStatus(submit ? 'Submitting your response...' : 'Saving a draft...');
    try {
      const answer = await save.mutateAsync({ text, submit });
      setStatus(answer.message);
      return answer;
    } catch (error) {
      setStatus('');
      setFailure(refusalText(error));
      if (error instanceof ApiRequestError && error.errors.text) setFieldError(error.errors.text);
      return null;
    }
  }

  const shown = (answer: SavedResponse): Warnings => (answer.warnings.length > 0 ? { list: answer.warnings, confirm: false } : null);

  async function saveDraft() {
    const answer = await send(false);
    if (answer) setWarnings(shown(answer));
  }

  async function submitNow() {
    const answer = await send(true);
    if (answer) setWarnings(shown(answer));
  }

  /** A draft first: a response that names an author waits for the author's choice. */
  async function submit() {
    const draftAnswer = await send(false);
    if (!draftAnswer) return;
    if (draftAnswer.warnings.length > 0) {
      setWarnings({ list: draftAnswer.warnings, confirm: true });
      return;
    }
    await submitNow();
  }

  function edit() {
    setWarnings((current) => current && { ...current, confirm: false });
    field.current?.focus();
  }

  function change(value: string) {
    setText(value);
    setFieldError(null);
    // The choice was about the text as saved: once it changes, Submit checks it again.
    setWarnings((current) => current && { ...current, confirm: false });
  }

  const helper = fieldError ?? (count.problem ? `${count.text}. ${count.problem}` : `${count.text}. Plain text: line breaks are kept; Markdown is not read.`);

  return (
    <Box>
      <TextField
        id="response-text"
        label="Your response"
        multiline
        minRows={10}
        fullWidth
        value={text}
        onChange={(event) => change(event.target.value)}
        error={count.over || fieldError !== null}
        helperText={helper}
        inputRef={field}
        slotProps={{ htmlInput: { maxLength: responseLimits.maxCharacters, readOnly } }}
      />
      {warnings ? (
        warnings.confirm ? (
          <NameWarningsAlert intro={warningIntro} warnings={warnings.list} confirmLabel="Submit anyway" busy={save.isPending} onConfirm={() => void submitNow()} onEdit={edit} />
        ) : (
          <NameWarningsAlert intro={warningIntro} warnings={warnings.list} />
        )
      ) : null}
      <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" disabled={saveReason !== null || save.isPending} aria-describedby={saveReason ? reasonId : undefined} onClick={() => void saveDraft()}>
          Save draft
        </Button>
        <Button variant="contained" disabled={submitReason !== null || save.isPending} aria-describedby={submitReason ? reasonId : undefined} onClick={() => void submit()}>
          Submit response
        </Button>
      </Stack>
      {submitReason ? (
        <FormHelperText id={reasonId} sx={{ mt: 1 }}>
          {submitReason}
        </FormHelperText>
      ) : null}
      <SaveOutcome id="response-status" status={status} failure={failure} />
      <Box id="response-versions" sx={{ mt: 2 }}>
        <Typography variant="body2">{submitted ?? 'No response submitted yet: the reviewers see a response only once it is submitted.'}</Typography>
        {draft ? <Typography variant="body2">{draft}</Typography> : null}
      </Box>
    </Box>
  );
}
