// The accepted papers on the publication page, read from the API when the page loads (the prerendered
// HTML shows the loading line until then): the count and each paper of the page with its title, ID and
// authors, with Previous and Next when the list has several pages, or from when the list opens (the
// notification date), or that none has been accepted yet.
import { useEffect, useRef, useState } from 'react';
import { usePublicAccepted } from '../../../lib/publicAccepted';
import { acceptedLoadFailed, acceptedLoading, acceptedView } from '../utils/accepted';

/** The current edition's accepted papers, or with `edition` an archived edition's. */
export function AcceptedPapers({ edition }: { edition?: string }) {
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  const state = usePublicAccepted(page, edition);
  // Once a page the reader asked for has loaded, take them to its start (the count above the list).
  useEffect(() => {
    if (state.status !== 'ready' || !moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [state.status, page]);
  if (state.status === 'loading') return <p className="pub-note">{acceptedLoading}</p>;
  if (state.status === 'error') return <p className="pub-note">{acceptedLoadFailed}</p>;
  const view = acceptedView(state.answer);
  if ('notice' in view) return <p className="pub-accepted-notice">{view.notice}</p>;
  const go = (to: number) => {
    moved.current = true;
    setPage(to);
  };
  const pager = view.pager ? (
    <nav className="pub-accepted-pager" aria-label="Pages of accepted papers">
      <button type="button" className="pub-accepted-pager__button" disabled={view.pager.previous === null} onClick={() => view.pager?.previous && go(view.pager.previous)}>
        Previous
      </button>
      <span aria-live="polite">{view.pager.label}</span>
      <button type="button" className="pub-accepted-pager__button" disabled={view.pager.next === null} onClick={() => view.pager?.next && go(view.pager.next)}>
        Next
      </button>
    </nav>
  ) : null;
  return (
    <>
      <p className="pub-accepted-count" ref={heading} tabIndex={-1}>
        {view.count}
      </p>
      <ul className="pub-accepted" aria-label="Accepted papers">
        {view.papers.map((paper) => (
          <li key={paper.paperId} className="pub-accepted__paper">
            <h3 className="pub-accepted__title">{paper.title}</h3>
            <p className="pub-accepted__id">Paper ID: {paper.paperId}</p>
            {paper.authors ? <p className="pub-accepted__authors">{paper.authors}</p> : null}
          </li>
        ))}
      </ul>
      {pager}
    </>
  );
}
