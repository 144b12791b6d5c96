// The check before a manuscript PDF is sent (submission, or a new PDF for a submitted paper): the server
// reads the file as submission will and says where its text names an author; the author then goes back
// to fix the file or sends it anyway. `dialog` is the AnonymityWarningDialog's props.
import { useRef, useState } from 'react';
import type { IdentityFinding, ManuscriptAuthor } from '@confsys/domain';
import { checkManuscript } from '../../../api/submissions/checkManuscript';

export function useAnonymityCheck() {
  const [findings, setFindings] = useState<IdentityFinding[] | null>(null);
  /** Settles with the author's answer to the warning: true to send anyway. */
  const answer = useRef<(sendAnyway: boolean) => void>(() => undefined);

  /** True when the file names none of the authors, or the author chose to send it anyway. */
  async function mayBeSent(authors: ManuscriptAuthor[], file: File): Promise<boolean> {
    const checked = await checkManuscript(authors, file);
    if (checked.findings.length === 0) return true;
    setFindings(checked.findings);
    return new Promise((resolve) => {
      answer.current = (sendAnyway) => {
        setFindings(null);
        resolve(sendAnyway);
      };
    });
  }

  return { mayBeSent, dialog: { findings, onBack: () => answer.current(false), onSubmitAnyway: () => answer.current(true) } };
}
