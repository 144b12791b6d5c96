// The similarity check's markers: a write that stores a new manuscript file (a submission, a revision, a
// camera-ready upload) records one in its own transaction or batch, naming the file, and the trigger
// makes the file's signature and checks it (lib/similarity/check.ts). One marker per paper: a second
// upload before the check replaces the first, and the check reads the file the marker names last.
import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { Collections, SimilarityChangeSchema, type SignatureSource } from '@confsys/domain';
import { converter, editionMeta } from './documents';

export const similarityChanges = () => editionMeta().doc('similarity').collection('changes').withConverter(converter(SimilarityChangeSchema));
/** The markers' collection within an edition's root, for the trigger. */
export const similarityChangesPath = `${Collections.meta}/similarity/changes`;

/** Records that a paper's file changed, for its signature to be made and checked. */
export function manuscriptFileChanged(writer: Transaction | WriteBatch, paperId: string, file: string, source: SignatureSource): void {
  (writer as WriteBatch).set(similarityChanges().doc(paperId), { file, source, at: FieldValue.serverTimestamp() });
}
