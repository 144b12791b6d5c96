// The accepted papers on the publication page, read from the API when the page loads (the prerendered
// HTML shows the loading line until then): the count and each paper of the page with its title, ID and
// authors, with Previous and Next when the list has several pages, or from when the list opens (the
// notification date), or that none has been accepted yet. Once open, a search finds papers by ID, title
// or author (sent on Enter or with the button, each search an address of its own the CDN keeps).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { maxSearchLength } from '@confsys/domain';
import { usePublicAccepted } from '../../../lib/publicAccepted';
import { acceptedLoadFailed, acceptedLoading, acceptedView } from '../utils/accepted';

/** The search above the list: what is typed is sent on Enter or Search; Show all clears it. */
function AcceptedSearch({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="pub-accepted-search" role="search" onSubmit={submit}>
      <label htmlFor="accepted-search">Find a paper by its ID, title or an author</label>
      <div className="pub-accepted-search__row">
        <input id="accepted-search" type="search" value={text} maxLength={maxSearchLength} onChange={(event) => setText(event.target.value)} />
        <button type="submit" className="pub-accepted-pager__button">
          Search
        </button>
        {search !== '' ? (
          <button
            type="button"
            className="pub-accepted-pager__button"
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            Show all
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** The current edition's accepted papers, or with `edition` an archived edition's. */
export function AcceptedPapers({ edition }: { edition?: string }) {
  const [shown, setShown] = useState({ page: 1, search: '' });
  const heading = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  const state = usePublicAccepted(shown.page, edition, shown.search);
  // Once a page the reader asked for has loaded, take them to its start (the count above the list).
  useEffect(() => {
    if (state.status !== 'ready' || !moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [state.status, shown]);
  if (state.status === 'loading') return <p className="pub-note">{acceptedLoading}</p>;
  if (state.status === 'error') return <p className="pub-note">{acceptedLoadFailed}</p>;
  const go = (to: { page: number; search: string }) => {
    moved.current = true;
    setShown(to);
  };
  const searchable = state.answer.open && (state.answer.total > 0 || shown.search !== '');
  const search = searchable ? <AcceptedSearch search={shown.search} onSearch={(text) => go({ page: 1, search: text })} /> : null;
  const view = acceptedView(state.answer, shown.search);
  if ('notice' in view)
    return (
      <>
        {search}
        <p className="pub-accepted-notice" ref={heading} tabIndex={-1}>
          {view.notice}
        </p>
      </>
    );
  const pager = view.pager ? (
    <nav className="pub-accepted-pager" aria-label="Pages of accepted papers">
      <button type="button" className="pub-accepted-pager__button" disabled={view.pager.previous === null} onClick={() => view.pager?.previous && go({ ...shown, page: view.pager.previous })}>
        Previous
      </button>
      <span aria-live="polite">{view.pager.label}</span>
      <button type="button" className="pub-accepted-pager__button" disabled={view.pager.next === null} onClick={() => view.pager?.next && go({ ...shown, page: view.pager.next })}>
        Next
      </button>
    </nav>
  ) : null;
  return (
    <>
      {search}
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
