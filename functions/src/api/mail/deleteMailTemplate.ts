// DELETE /api/admin/mail-templates/:templateId: deletes a saved template.
import { handles } from '../../lib/http';
import { deleteSavedTemplate } from '../../lib/mail/messageTemplates';

export const deleteMailTemplate = handles('deleteMailTemplate', ({ params, caller }) => deleteSavedTemplate(params.templateId ?? '', caller));
