// POST /api/admin/editions: a draft edition with the settings the chair ticked (or, with preview, what it would take).
import { handles } from '../../lib/http';
import { createEdition as create } from '../../lib/editions/rollover';

export const createEdition = handles('createEdition', async ({ body, caller }) => create(caller, body));
