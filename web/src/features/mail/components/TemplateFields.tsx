// A message's words: the subject, the body, and the merge fields they may carry, each put into the body
// where the cursor was. The problems come from the rule the server applies, shown under each part.
import { useRef } from 'react';
import { Stack, TextField } from '@mui/material';
import { templateLimits, type MergeFieldName, type TemplatePlace } from '@confsys/domain';
import { insertField } from '../utils/mailing';
import { MergeFieldList } from './MergeFieldList';

export interface Words {
  subject: string;
  body: string;
}

interface TemplateFieldsProps {
  words: Words;
  onChange: (words: Words) => void;
  fields: readonly MergeFieldName[];
  problems: Partial<Record<TemplatePlace, string>>;
}

export function TemplateFields({ words, onChange, fields, problems }: TemplateFieldsProps) {
  const body = useRef<HTMLTextAreaElement>(null);
  const pick = (field: MergeFieldName) => {
    const element = body.current;
    const { text, cursor } = insertField(words.body, field, element ? element.selectionStart : null);
    onChange({ ...words, body: text });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(cursor, cursor);
    });
  };
  return (
    <Stack spacing={2}>
      <TextField
        label="Subject"
        required
        value={words.subject}
        onChange={(event) => onChange({ ...words, subject: event.target.value })}
        error={problems.subject !== undefined}
        helperText={problems.subject ?? ' '}
        slotProps={{ htmlInput: { maxLength: templateLimits.subject } }}
      />
      <TextField
        label="Body"
        required
        multiline
        minRows={8}
        value={words.body}
        inputRef={body}
        onChange={(event) => onChange({ ...words, body: event.target.value })}
        error={problems.body !== undefined}
        helperText={problems.body ?? ' '}
      />
      <MergeFieldList fields={fields} onPick={pick} />
    </Stack>
  );
}
