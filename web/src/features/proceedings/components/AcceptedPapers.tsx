// The accepted papers on the publication page, read from the API when the page loads (the prerendered
// HTML shows the loading line until then): the count and each paper with its title, ID and authors, or
// from when the list opens (the notification date), or that none has been accepted yet.
import { usePublicAccepted } from '../../../lib/publicAccepted';
import { acceptedLoadFailed, acceptedLoading, acceptedView } from '../utils/accepted';

export function AcceptedPapers() {
  const state = usePublicAccepted();
  if (state.status === 'loading') return <p className="pub-note">{acceptedLoading}</p>;
  if (state.status === 'error') return <p className="pub-note">{acceptedLoadFailed}</p>;
  const view = acceptedView(state.answer);
  if ('notice' in view) return <p className="pub-accepted-notice">{view.notice}</p>;
  return (
    <>
      <p className="pub-accepted-count">{view.count}</p>
      <ul className="pub-accepted" aria-label="Accepted papers">
        {view.papers.map((paper) => (
          <li key={paper.paperId} className="pub-accepted__paper">
            <h3 className="pub-accepted__title">{paper.title}</h3>
            <p className="pub-accepted__id">Paper ID: {paper.paperId}</p>
            {paper.authors ? <p className="pub-accepted__authors">{paper.authors}</p> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
