// The SPA's typed reads of Firestore: each collection through a converter built on the domain's
// document schema, so a document of the wrong shape is an InvalidDocumentError naming its path (shown
// by the screens' error boundaries), never a half-filled row. Only settings/{uid} is written from here.
import { collection, doc, type DocumentData, type Firestore, type FirestoreDataConverter } from 'firebase/firestore';
import { Collections, DocumentSchemas, InvalidDocumentError, checkDocument, editionPathPrefix, parseDocument, type Edition } from '@confsys/domain';
import type { z } from 'zod/mini';

function converter<T extends DocumentData>(schema: z.ZodMiniType<T>, writable: boolean): FirestoreDataConverter<T, T> {
  return {
    toFirestore(data) {
      if (!writable) throw new Error('This collection is written by the server only.');
      const checked = checkDocument(schema, data);
      if (!checked.ok) throw new InvalidDocumentError('a write', checked.problems);
      return checked.value;
    },
    fromFirestore: (snapshot, options) => parseDocument(schema, snapshot.data(options), snapshot.ref.path),
  };
}

const converters = {
  manuscripts: converter(DocumentSchemas.manuscripts, false),
  authorPapers: converter(DocumentSchemas.authorPapers, false),
  mail: converter(DocumentSchemas.mail, false),
  stats: converter(DocumentSchemas.stats, false),
  settings: converter(DocumentSchemas.settings, true),
  extensions: converter(DocumentSchemas.extensions, false),
};

/** The edition whose documents a read names (useCurrentEdition): its own collections are under its path. */
type EditionRoot = Pick<Edition, 'id' | 'layout'>;
const inEdition = (edition: EditionRoot, name: string) => `${editionPathPrefix(edition)}${name}`;

export const typedCollection = {
  manuscripts: (firestore: Firestore, edition: EditionRoot) => collection(firestore, inEdition(edition, Collections.manuscripts)).withConverter(converters.manuscripts),
  mail: (firestore: Firestore) => collection(firestore, Collections.mail).withConverter(converters.mail),
  stats: (firestore: Firestore, edition: EditionRoot) => collection(firestore, inEdition(edition, Collections.stats)).withConverter(converters.stats),
};

export const typedDoc = {
  settings: (firestore: Firestore, uid: string) => doc(firestore, Collections.settings, uid).withConverter(converters.settings),
  extensions: (firestore: Firestore, edition: EditionRoot, id: string) => doc(firestore, inEdition(edition, Collections.extensions), id).withConverter(converters.extensions),
  manuscripts: (firestore: Firestore, edition: EditionRoot, paperId: string) => doc(firestore, inEdition(edition, Collections.manuscripts), paperId).withConverter(converters.manuscripts),
  authorPapers: (firestore: Firestore, edition: EditionRoot, uid: string) => doc(firestore, inEdition(edition, Collections.authorPapers), uid).withConverter(converters.authorPapers),
};
