// PUT /api/authors/papers/:paperId/metadata: confirms the final title, abstract, keywords and the ordered
// author list (printed name, affiliation, country, email, optional ORCID iD checked by its check digit).
import { Messages, splitKeywords } from '@confsys/domain';
import { handles } from '../../lib/http';
import { checkCameraReadyOpen, loadAuthorsPaper } from '../../lib/proceedings/records';
import { changeRecord } from '../../lib/proceedings/authorFiles';

export const saveFinalMetadata = handles('saveFinalMetadata', async ({ params, body, caller }) => {
  const receivedAt = Date.now();
  const paperId = (await loadAuthorsPaper(caller, params.paperId ?? '')).paperId;
  await checkCameraReadyOpen(paperId, receivedAt);
  const metadata = {
    title: body.title,
    abstract: body.abstract,
    keywords: splitKeywords(body.keywords),
    authors: body.authors.map((author) => ({ name: author.name, affiliation: author.affiliation, country: author.country, email: author.email.toLowerCase(), ...(author.orcid ? { orcid: author.orcid } : {}) })),
    confirmedAt: new Date(receivedAt).toISOString(),
    confirmedBy: caller.uid,
  };
  await changeRecord(caller, paperId, (record) => ({ record: { ...record, metadata }, replaced: null }), null);
  return { message: Messages.metadataConfirmed(paperId) };
});
