// mail: one page of the outbox, newest first (of one delivery state when filtered), live: a queued
// message turns into Sent on screen as the sender delivers it. The total for the pager is counted on
// the server (an aggregation, not a read of every message), again whenever a message enters or leaves
// the page. Only admins may read the outbox; a refused read is the answer's error.
import { useEffect, useState } from 'react';
import { getCountFromServer, onSnapshot, query, type QueryDocumentSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { MailDoc } from '@confsys/domain';
import { typedCollection } from '../../lib/documents';
import type { CursorPaging } from '../../components/tables/cursorPaging';
import { mailFilterConstraints, mailPageConstraints, type MailFilter } from './mailPaging';

export type MailRow = MailDoc & { id: string };
/** Where the next page starts: the last message of a page. */
export type MailCursor = QueryDocumentSnapshot<MailDoc, MailDoc>;

export type MailPage =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; rows: MailRow[]; last: MailCursor | undefined; counted: number | null; updating: boolean };

type Listened = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; rows: MailRow[]; last: MailCursor | undefined; updating: boolean };

export function useMailPage(filter: MailFilter, paging: CursorPaging<MailCursor>): MailPage {
  const { state, mailingId } = filter;
  const firestore = useFirestore();
  const [listened, setListened] = useState<Listened>({ status: 'loading' });
  const [count, setCount] = useState<{ key: string; counted: number } | null>(null);
  const key = `${state ?? ''}|${mailingId ?? ''}`;

  useEffect(() => {
    const mail = typedCollection.mail(firestore);
    let current = true;
    let first = true;
    // The rows of the previous page stay on screen (dimmed) until this page arrives.
    setListened((previous) => (previous.status === 'ready' ? { ...previous, updating: true } : { status: 'loading' }));
    const recount = () =>
      getCountFromServer(query(mail, ...mailFilterConstraints({ state, mailingId }))).then(
        (answer) => current && setCount({ key, counted: answer.data().count }),
        // The pager then estimates; a refused read shows through the listener.
        () => undefined,
      );
    const stop = onSnapshot(
      query(mail, ...mailPageConstraints({ state, mailingId }, paging)),
      (snapshot) => {
        // A message of another shape fails in its converter: shown like a failed read.
        try {
          const rows = snapshot.docs.map((message) => ({ ...message.data(), id: message.id }));
          setListened({ status: 'ready', rows, last: snapshot.docs.at(-1), updating: false });
        } catch (error) {
          setListened({ status: 'error', error });
        }
        if (first || snapshot.docChanges().some((change) => change.type !== 'modified')) void recount();
        first = false;
      },
      (error) => setListened({ status: 'error', error }),
    );
    return () => {
      current = false;
      stop();
    };
  }, [firestore, state, mailingId, key, paging]);

  if (listened.status !== 'ready') return listened;
  return { ...listened, counted: count?.key === key ? count.counted : null };
}
