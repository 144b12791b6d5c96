// POST /api/admin/mail-templates: saves a template for writing to a group, its fields checked against the group.
import { handles } from '../../lib/http';
import { createSavedTemplate } from '../../lib/mail/messageTemplates';

export const createMailTemplate = handles('createMailTemplate', ({ body, caller }) => createSavedTemplate(body, caller));
