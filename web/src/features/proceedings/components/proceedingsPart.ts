// What each part of an author's Proceedings card is given (the camera-ready upload, the copyright form,
// the final metadata): the paper's proceedings as read, why nothing is taken now, and where a file that
// could not be opened is said.
import type { AuthorProceedings } from '../../../api/proceedings/getAuthorProceedings';

export interface ProceedingsPartProps {
  proceedings: AuthorProceedings;
  /** Why nothing is taken now (the deadline has passed); null while the part is open. */
  closedReason: string | null;
  onFileError: (message: string) => void;
}
