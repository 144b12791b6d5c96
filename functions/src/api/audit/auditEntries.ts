// GET /api/admin/audit: the audit log, newest first, one page at a time (pageSize, page: the previous
// page's `next`), filtered by action and by target.
import { Messages, auditPageSizes } from '@confsys/domain';
import { auditLog } from '../../lib/audit/audit';
import { readPage } from '../../lib/documents';
import { badRequest } from '../../lib/errors';
import { handles } from '../../lib/http';

export const auditEntries = handles('auditEntries', async ({ query }) => {
  const pageSize = query.pageSize === undefined ? auditPageSizes.default : Number(query.pageSize);
  if (pageSize > auditPageSizes.max) throw badRequest(Messages.pageSizeRange, { pageSize: Messages.pageSizeRange });
  let entries = auditLog().orderBy('at', 'desc');
  if (query.action) entries = entries.where('action', '==', query.action);
  if (query.target) entries = entries.where('target', '==', query.target.trim());
  const page = await readPage(entries, pageSize, query.page ? auditLog().doc(query.page) : null, Messages.auditCursorUnknown);
  return { entries: page.docs.map((doc) => ({ id: doc.id, ...doc.data() })), next: page.next };
});
