// The volume's change markers: a write that can change the stored layout of the volume (lib/proceedings/
// layout.ts) records one in its own transaction or batch, stamped with the commit time. One marker per
// paper or per setting, so a deadline's writes never meet on one document.
import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { Collections, isStatus, PaperStatus } from '@confsys/domain';

import { editionMeta } from './documents';

export const volumeLayoutDoc = () => editionMeta().doc('volumeLayout');
export const volumeChanges = () => volumeLayoutDoc().collection('changes');
/** The markers' collection within an edition's root, for the trigger that builds the layout. */
export const volumeChangesPath = `${Collections.meta}/volumeLayout/changes`;

/** Whether a status puts a paper in the volume (accepted or published, in any stored spelling). */
export const inVolume = (status: string | undefined) => status !== undefined && (isStatus(status, PaperStatus.Accepted) || isStatus(status, PaperStatus.Published));

/** Records that the volume may have changed, for a paper (its ID) or a setting (its name). */
export function volumeChanged(writer: Transaction | WriteBatch, key: string): void {
  // A transaction and a batch take the same set; their declared overloads differ.
  (writer as WriteBatch).set(volumeChanges().doc(key), { at: FieldValue.serverTimestamp() });
}
