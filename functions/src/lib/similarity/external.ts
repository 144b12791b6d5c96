// The optional external check: Crossref Similarity Check (iThenticate v2, the Turnitin Core API). When the
// chair has set its address and key, each accepted or published paper's file is sent to it once, and its
// overall match comes back onto the paper's report; without them nothing leaves the product. A run moves
// each paper one step (create the submission, upload the PDF, ask for the similarity report, read it) and
// keeps where it is on the paper's signature, so a run stopped half-way is taken up by the next.
import { ExternalCheckDocSchema, PaperStatus, type ExternalCheckDoc, type ExternalCheckRequest, type ExternalCheckState, type IntegrityAnswer } from '@confsys/domain';
import { db } from '../admin';
import { recordAudit } from '../audit/audit';
import type { Caller } from '../auth';
import { converter, documents } from '../documents';
import { fileStore } from '../fileStore';
import { readIntegritySettings } from '../submissions/integrity';

/** Where the server keeps the address and the key: no client reads meta/ (firestore.rules). */
const externalRef = () => db.collection('meta').doc('similarityExternal').withConverter(converter(ExternalCheckDocSchema));

/** What the service is told calls it (its integration's name and version headers). */
const integration = { name: 'ICCS conference system', version: '1.0.0' };
/** The repositories a report searches: the web, publications (Crossref's members among them) and earlier submissions. */
const searchRepositories = ['INTERNET', 'PUBLICATION', 'CROSSREF', 'CROSSREF_POSTED_CONTENT', 'SUBMITTED_WORK'];
/** Papers moved one step per run, and how long a call may take. */
const papersPerRun = 40;
const callTimeoutMs = 20_000;
/** Failed steps in a row before a paper's check stops with its error. */
const maxFailures = 4;

export async function readExternalSettings(): Promise<ExternalCheckDoc | null> {
  return (await externalRef().get()).data() ?? null;
}

/** The integrity settings as the chair reads them: the external check's address and when it was set, never its key. */
export async function integrityAnswer(): Promise<IntegrityAnswer> {
  const [settings, external] = await Promise.all([readIntegritySettings(), readExternalSettings()]);
  return { ...settings, external: external ? { baseUrl: external.baseUrl, savedAt: external.savedAt } : null };
}

/** Sets (or, with null, removes) the external check, audited without the key. */
export async function saveExternalSettings(caller: Caller, request: ExternalCheckRequest | null): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    const before = (await transaction.get(externalRef())).data() ?? null;
    if (request === null && before === null) return false;
    const after = request === null ? null : { baseUrl: request.baseUrl.replace(/\/$/, ''), key: request.key, savedAt: new Date().toISOString(), savedBy: caller.uid };
    if (after === null) transaction.delete(externalRef());
    else transaction.set(externalRef(), after);
    const shown = (doc: ExternalCheckDoc | null) => (doc ? { baseUrl: doc.baseUrl, key: 'set' } : null);
    recordAudit(transaction, caller, { action: 'settings.integrity', target: 'integrity:external', before: shown(before), after: shown(after) });
    return true;
  });
}

class ExternalCallError extends Error {}

/** One call to the service: JSON answers, the key as a bearer token, refused answers as errors naming the status. */
async function callService(settings: ExternalCheckDoc, method: string, path: string, body?: { json: unknown } | { pdf: Uint8Array; name: string }): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { Authorization: `Bearer ${settings.key}`, 'X-Turnitin-Integration-Name': integration.name, 'X-Turnitin-Integration-Version': integration.version };
  let payload: string | Blob | undefined;
  if (body && 'json' in body) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if (body) {
    headers['Content-Type'] = 'binary/octet-stream';
    headers['Content-Disposition'] = `inline; filename="${body.name}"`;
    payload = new Blob([new Uint8Array(body.pdf)]);
  }
  const answer = await fetch(`${settings.baseUrl}${path}`, { method, headers, body: payload, signal: AbortSignal.timeout(callTimeoutMs), redirect: 'error' });
  const text = await answer.text();
  if (!answer.ok) throw new ExternalCallError(`${method} ${path} answered ${answer.status}${text ? `: ${text.slice(0, 200)}` : ''}`);
  if (text === '') return {};
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

/** The next state of one paper's external check, after one step. */
async function step(settings: ExternalCheckDoc, paperId: string, file: string, current: ExternalCheckState | undefined): Promise<ExternalCheckState> {
  const now = new Date().toISOString();
  const at = (state: Omit<ExternalCheckState, 'updatedAt' | 'error' | 'failures'>): ExternalCheckState => ({ ...state, updatedAt: now, error: null, failures: 0 });
  // A new file (a camera-ready upload) starts again; so does a paper never sent, or whose sending failed.
  if (!current || current.file !== file || current.submissionId === '') {
    // The paper's ID names it there: no title, no author, no address leaves with it.
    const created = await callService(settings, 'POST', '/api/v1/submissions', { json: { owner: 'conference', title: paperId, submitter: 'conference', owner_default_permission_set: 'USER', submitter_default_permission_set: 'USER', extract_text_only: false } });
    const submissionId = String(created.id ?? '');
    if (!/^[A-Za-z0-9-]{1,100}$/.test(submissionId)) throw new ExternalCallError('The service answered no submission ID.');
    return at({ file, submissionId, state: 'created', percent: null });
  }
  const base = `/api/v1/submissions/${current.submissionId}`;
  switch (current.state) {
    case 'created': {
      const stored = await fileStore().read(file);
      if (!stored) throw new ExternalCallError(`The file ${file} is no longer stored.`);
      await callService(settings, 'PUT', `${base}/original`, { pdf: stored.bytes, name: `${paperId}.pdf` });
      return at({ ...current, state: 'uploaded' });
    }
    case 'uploaded': {
      const submission = await callService(settings, 'GET', base);
      if (submission.status === 'ERROR') throw new ExternalCallError(`The service could not read the file (${String(submission.error_code ?? 'no reason given')}).`);
      if (submission.status !== 'COMPLETE') return current;
      await callService(settings, 'PUT', `${base}/similarity`, { json: { generation_settings: { search_repositories: searchRepositories } } });
      return at({ ...current, state: 'requested' });
    }
    case 'requested': {
      const report = await callService(settings, 'GET', `${base}/similarity`);
      if (report.status !== 'COMPLETE') return current;
      const percent = Number(report.overall_match_percentage);
      if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new ExternalCallError('The service answered no overall match between 0 and 100.');
      return at({ ...current, state: 'complete', percent });
    }
    default:
      return current;
  }
}

/**
 * One run over the edition's accepted and published papers: each moved one step, at most `papersPerRun`.
 * Nothing is sent while no address and key are set. Answers how many papers moved.
 */
export async function runExternalChecks(): Promise<number> {
  const settings = await readExternalSettings();
  if (!settings) return 0;
  const papers = await documents.paperIndex.where('status', 'in', [PaperStatus.Accepted, PaperStatus.Published]).get();
  const signatures = await Promise.all(papers.docs.map((doc) => documents.similarity.doc(doc.id).get()));
  const waiting = signatures
    .map((snapshot) => snapshot.data())
    .filter((signature): signature is NonNullable<typeof signature> => signature !== undefined)
    .filter((signature) => !signature.external || signature.external.file !== signature.file || (signature.external.state !== 'complete' && signature.external.state !== 'error'))
    .slice(0, papersPerRun);
  let moved = 0;
  for (const signature of waiting) {
    let next: ExternalCheckState;
    try {
      next = await step(settings, signature.paperId, signature.file, signature.external);
    } catch (error) {
      // Tried again by the next runs; after a few failures in a row the paper waits for the chair (or a new file).
      const reason = error instanceof Error ? error.message : String(error);
      const same = signature.external?.file === signature.file ? signature.external : undefined;
      const failures = (same?.failures ?? 0) + 1;
      next = { file: signature.file, submissionId: same?.submissionId ?? '', state: failures >= maxFailures ? 'error' : (same?.state ?? 'created'), percent: null, updatedAt: new Date().toISOString(), error: reason.slice(0, 300), failures };
    }
    if (next === signature.external) continue;
    // Only while the signature is still of the file sent (a newer upload starts its own check).
    await db.runTransaction(async (transaction) => {
      const ref = documents.similarity.doc(signature.paperId);
      const stored = (await transaction.get(ref)).data();
      if (stored && stored.file === next.file) transaction.update(ref, { external: next });
    });
    moved++;
  }
  return moved;
}
