// The chair's templates: GET /api/admin/mail-templates (their saved templates and the conference's
// messages with their words, defaults and fields); saving, replacing and deleting a template; the chair's
// words for one of the conference's messages, and restoring its default.
import { useQuery } from '@tanstack/react-query';
import type { MessageTemplateKey, SavedTemplateRequest } from '@confsys/domain';
import { callApi, type ApiAnswer } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/useApiMutation';

export type Templates = ApiAnswer<'mailTemplates'>;
export type SavedTemplate = Templates['templates'][number];
export type MessageTemplate = Templates['messages'][number];

export const templatesKey = ['admin', 'mail', 'templates'] as const;

export const useTemplates = () => useQuery({ queryKey: templatesKey, queryFn: () => callApi('mailTemplates') });

export const useCreateTemplate = () => useApiMutation('createMailTemplate', (json: SavedTemplateRequest) => ({ json }), [templatesKey]);
export const useDeleteTemplate = () => useApiMutation('deleteMailTemplate', (templateId: string) => ({ params: { templateId } }), [templatesKey]);
export const useSaveMessage = () =>
  useApiMutation('saveMessageTemplate', ({ key, subject, body }: { key: MessageTemplateKey; subject: string; body: string }) => ({ params: { key }, json: { subject, body } }), [templatesKey]);
export const useRestoreMessage = () => useApiMutation('restoreMessageTemplate', (key: MessageTemplateKey) => ({ params: { key } }), [templatesKey]);
