// Templates (/admin/email/templates): the conference's own messages (the decisions, the review reminder,
// the committee invitation), each sent in its default words until the chair edits it, with its own fields
// only, and restored to the default in one step; and the chair's saved templates for writing to a group.
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { Messages, checkMessageTemplate, formatDate, mailGroupLabels, problemsByPlace, type MergeFieldName } from '@confsys/domain';
import { AdminPage, LoadState, type Notice } from '../../../components/layout/AdminPage';
import { SectionCard } from '../../../components/layout/SectionCard';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { SimpleTable } from '../../../components/tables/SimpleTable';
import { usePageTitle } from '../../../lib/usePageTitle';
import { failureText } from '../../../lib/failures';
import { paths } from '../../../config/paths';
import { useDeleteTemplate, useRestoreMessage, useSaveMessage, useTemplates, type MessageTemplate, type SavedTemplate } from '../../../api/mail/templates';
import { TemplateFields, type Words } from '../components/TemplateFields';

export default function TemplatesPage() {
  usePageTitle('Templates');
  const templates = useTemplates();
  const [notice, setNotice] = useState<Notice>(null);
  const [editing, setEditing] = useState<MessageTemplate | null>(null);
  const [restoring, setRestoring] = useState<MessageTemplate | null>(null);
  const [deleting, setDeleting] = useState<SavedTemplate | null>(null);
  const done = (text: string) => setNotice({ severity: 'success', text });
  const restore = useRestoreMessage();
  const remove = useDeleteTemplate();

  return (
    <AdminPage title="Templates" notice={notice} onCloseNotice={() => setNotice(null)}>
      <Box sx={{ mb: 2, display: 'flex', gap: 1 }}>
        <Button component={RouterLink} to={paths.adminEmail}>
          Back to Email
        </Button>
        <Button component={RouterLink} to={paths.adminMailing}>
          Write to a group
        </Button>
      </Box>
      <LoadState query={templates} loadingText={Messages.loading}>
        {(data) => (
          <>
            <SectionCard title="The conference's messages" gap="after" intro="Each is sent in its default words until you edit it. Only its own fields are allowed; restoring it sends the default again.">
              <Stack spacing={2}>
                {data.messages.map((message) => (
                  <Box key={message.key} component="section" aria-label={message.label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                        {message.label}
                      </Typography>
                      <Chip size="small" label={message.edited ? `Your words, since ${formatDate(message.updatedAt)}` : 'Default'} color={message.edited ? 'primary' : 'default'} />
                    </Box>
                    <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
                      {message.when}
                    </Typography>
                    <Typography variant="body2" sx={{ mb: 1 }}>
                      Subject: {message.subject}
                    </Typography>
                    <Box sx={{ display: 'flex', gap: 1 }}>
                      <Button variant="outlined" onClick={() => setEditing(message)}>
                        Edit
                      </Button>
                      {message.edited ? <Button onClick={() => setRestoring(message)}>Restore the default</Button> : null}
                    </Box>
                  </Box>
                ))}
              </Stack>
            </SectionCard>
            <SectionCard title="Your templates" gap="after" intro="Saved from Write to a group, with the recipients' group and the words; the filters are chosen each time.">
              <SimpleTable label="Saved templates" columns={['Name', 'Recipients', 'Subject', 'Saved', '']} empty="No saved template yet.">
                {data.templates.map((template) => (
                  <TableRow key={template.id}>
                    <TableCell>{template.name}</TableCell>
                    <TableCell>
                      {mailGroupLabels[template.group]}
                      {template.perPaper ? ', one message per paper' : ''}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{template.subject}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(template.updatedAt)}</TableCell>
                    <TableCell>
                      <Button color="error" onClick={() => setDeleting(template)} aria-label={`Delete ${template.name}`}>
                        Delete
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </SimpleTable>
            </SectionCard>
          </>
        )}
      </LoadState>
      {editing ? <EditMessageDialog message={editing} onClose={() => setEditing(null)} onDone={done} /> : null}
      {restoring ? (
        <ConfirmDialog title={`Restore the default: ${restoring.label}`} actionLabel="Restore the default" busyLabel="Restoring..." color="warning" text="Your words for this message are dropped; its default is sent from now on." mutation={restore} variables={restoring.key} onClose={() => setRestoring(null)} onDone={done} />
      ) : null}
      {deleting ? (
        <ConfirmDialog title={`Delete “${deleting.name}”`} actionLabel="Delete" busyLabel="Deleting..." color="error" text="Messages already sent with it are kept." mutation={remove} variables={deleting.id} onClose={() => setDeleting(null)} onDone={done} />
      ) : null}
    </AdminPage>
  );
}

function EditMessageDialog({ message, onClose, onDone }: { message: MessageTemplate; onClose: () => void; onDone: (text: string) => void }) {
  const [words, setWords] = useState<Words>({ subject: message.subject, body: message.body });
  const save = useSaveMessage();
  const problems = problemsByPlace(checkMessageTemplate(message.key, words));
  const submit = () =>
    save.mutate(
      { key: message.key, ...words },
      {
        onSuccess: (answer) => {
          onDone(answer.message);
          onClose();
        },
      },
    );
  return (
    <ActionDialog
      title={`Edit: ${message.label}`}
      size="md"
      actionLabel={save.isPending ? 'Saving...' : 'Save'}
      actionDisabled={Object.keys(problems).length > 0}
      onAction={submit}
      busy={save.isPending}
      failure={failureText(save.error)}
      onClose={onClose}
      extraActions={<Button onClick={() => setWords({ subject: message.defaultSubject, body: message.defaultBody })}>Start from the default</Button>}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {message.when} The conference&apos;s name is put before the subject.
      </Typography>
      <TemplateFields words={words} onChange={setWords} fields={message.fields as MergeFieldName[]} problems={problems} />
    </ActionDialog>
  );
}

/** A question with one action (restore, delete): the mutation's answer says what was done. */
function ConfirmDialog<V>(props: {
  title: string;
  actionLabel: string;
  busyLabel: string;
  color: 'warning' | 'error';
  text: string;
  mutation: UseMutationResult<{ message: string }, unknown, V>;
  variables: V;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { mutation, onClose, onDone } = props;
  const act = () =>
    mutation.mutate(props.variables, {
      onSuccess: (answer) => {
        onDone(answer.message);
        onClose();
      },
    });
  return (
    <ActionDialog title={props.title} actionLabel={mutation.isPending ? props.busyLabel : props.actionLabel} actionColor={props.color} onAction={act} busy={mutation.isPending} failure={failureText(mutation.error)} onClose={onClose}>
      <Typography variant="body2">{props.text}</Typography>
    </ActionDialog>
  );
}
