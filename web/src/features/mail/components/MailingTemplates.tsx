// A mailing's templates: start from one of the chair's saved templates (its group and words; the filters
// are chosen each time), or save the message being written as a template under a name.
import { useState } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { Messages, mailGroupLabels } from '@confsys/domain';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { SelectField } from '../../../components/forms/SelectField';
import { failureText } from '../../../lib/failures';
import { useCreateTemplate, useTemplates, type SavedTemplate } from '../../../api/mail/templates';
import { draftReady, templateOfDraft, type MailingDraft } from '../utils/mailing';

interface MailingTemplatesProps {
  draft: MailingDraft;
  onLoad: (template: SavedTemplate) => void;
  onSaved: (message: string) => void;
}

export function MailingTemplates({ draft, onLoad, onSaved }: MailingTemplatesProps) {
  const templates = useTemplates().data?.templates ?? [];
  const [naming, setNaming] = useState(false);
  const choices = [{ value: '', label: templates.length === 0 ? 'No saved template yet' : 'Choose a template' }, ...templates.map((template) => ({ value: template.id, label: `${template.name} (${mailGroupLabels[template.group]})` }))];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <SelectField
        label="Start from a template"
        value=""
        choices={choices}
        disabled={templates.length === 0}
        onChange={(id) => {
          const chosen = templates.find((template) => template.id === id);
          if (chosen) onLoad(chosen);
        }}
        sx={{ minWidth: 280 }}
      />
      <Button variant="outlined" disabled={!draftReady(draft)} onClick={() => setNaming(true)}>
        Save as a template
      </Button>
      {naming ? <SaveTemplateDialog draft={draft} onClose={() => setNaming(false)} onSaved={onSaved} /> : null}
    </Box>
  );
}

function SaveTemplateDialog({ draft, onClose, onSaved }: { draft: MailingDraft; onClose: () => void; onSaved: (message: string) => void }) {
  const [name, setName] = useState('');
  const create = useCreateTemplate();
  const save = () =>
    create.mutate(templateOfDraft(draft, name), {
      onSuccess: (saved) => {
        onSaved(Messages.templateSaved(saved.name));
        onClose();
      },
    });
  return (
    <ActionDialog title="Save as a template" actionLabel={create.isPending ? 'Saving...' : 'Save'} actionDisabled={name.trim() === ''} onAction={save} busy={create.isPending} failure={failureText(create.error)} onClose={onClose}>
      <TextField label="Template name" required fullWidth autoFocus value={name} onChange={(event) => setName(event.target.value)} helperText="Saved with the recipients' group and the words; the filters are chosen each time." slotProps={{ htmlInput: { maxLength: 100 } }} />
    </ActionDialog>
  );
}
