// DELETE /api/admin/extensions/:id: revokes an extension.
import { Messages } from '@confsys/domain';
import { db } from '../../lib/admin';
import { recordAudit } from '../../lib/audit/audit';
import { documents } from '../../lib/documents';
import { notFound } from '../../lib/errors';
import { handles } from '../../lib/http';

export const revokeExtension = handles('revokeExtension', async ({ params, caller }) => {
  const ref = documents.extensions.doc(params.id ?? '');
  await db.runTransaction(async (transaction) => {
    const before = (await transaction.get(ref)).data();
    if (!before) throw notFound(Messages.extensionNotFound);
    transaction.delete(ref);
    recordAudit(transaction, caller, {
      action: 'extension.revoke',
      target: before.kind === 'paper' ? `paper:${before.paperId}` : `author:${before.authorEmail}`,
      before,
      after: null,
    });
  });
  return { success: true, message: Messages.extensionRevoked };
});
