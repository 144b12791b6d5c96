// GET /api/admin/mail-templates: the chair's saved templates by name, and the conference's own messages
// with the words sent now, their defaults and their fields.
import { handles } from '../../lib/http';
import { messageTemplateList, savedTemplates } from '../../lib/mail/messageTemplates';

export const mailTemplates = handles('mailTemplates', async () => {
  const [templates, messages] = await Promise.all([savedTemplates(), messageTemplateList()]);
  return { templates, messages };
});
