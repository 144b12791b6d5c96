// PUT /api/admin/mail-templates/:templateId: replaces a saved template's name, group and words.
import { handles } from '../../lib/http';
import { updateSavedTemplate } from '../../lib/mail/messageTemplates';

export const saveMailTemplate = handles('saveMailTemplate', ({ params, body, caller }) => updateSavedTemplate(params.templateId ?? '', body, caller));
