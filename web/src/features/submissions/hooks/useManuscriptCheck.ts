// The check before a manuscript PDF is sent (submission, or a new PDF for a submitted paper): the server
// reads the file as submission will and says where its text names an author, and how many pages it has,
// which are held to the call's page limit; the author then goes back to fix the file or sends it anyway.
// `dialog` is the ManuscriptWarningDialog's props.
import { useRef, useState } from 'react';
import { pageCountWarning, type ManuscriptAuthor } from '@confsys/domain';
import { checkManuscript } from '../../../api/submissions/checkManuscript';
import { usePageRule } from '../../../lib/publicConference';
import type { ManuscriptWarnings } from '../components/ManuscriptWarningDialog';

export function useManuscriptCheck() {
  const rule = usePageRule();
  const [warnings, setWarnings] = useState<ManuscriptWarnings | null>(null);
  /** Settles with the author's answer to the warning: true to send anyway. */
  const answer = useRef<(sendAnyway: boolean) => void>(() => undefined);

  /** True when the file names none of the authors and keeps to the page rule, or the author chose to send it anyway. */
  async function mayBeSent(authors: ManuscriptAuthor[], file: File): Promise<boolean> {
    const checked = await checkManuscript(authors, file);
    const pages = pageCountWarning(checked.pages, rule);
    if (checked.findings.length === 0 && pages === null) return true;
    setWarnings({ findings: checked.findings, pages });
    return new Promise((resolve) => {
      answer.current = (sendAnyway) => {
        setWarnings(null);
        resolve(sendAnyway);
      };
    });
  }

  return { mayBeSent, dialog: { warnings, onBack: () => answer.current(false), onSubmitAnyway: () => answer.current(true) } };
}
