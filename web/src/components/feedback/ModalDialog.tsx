// A modal dialog in plain HTML (<dialog> opened with showModal: the browser keeps focus inside, closes it
// on Escape and returns focus to where it was), for the prerendered screens that load no MUI. It is drawn
// at the end of <main>, like MUI's portals: opened from inside a form, its own form must not be nested in
// that one (see stopSubmitBubbling).
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { mainContentId } from '../layout/mainContent';
import '../../styles/forms.css';

interface ModalDialogProps {
  title: string;
  /** Called once the dialog has closed (its close button, Escape): the owner then unmounts it. */
  onClose: () => void;
  /** The content, given the function that closes the dialog. */
  children: (close: () => void) => ReactNode;
}

export function ModalDialog({ title, onClose, children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);

  // close() gives focus back to what had it before the dialog opened; the owner unmounts it at once, so
  // that the page's fields are the only ones of their name again.
  const close = () => {
    dialogRef.current?.close();
    onClose();
  };

  // The public layout's element rules and focus ring apply inside .pub-page.
  return createPortal(
    <dialog ref={dialogRef} className="pub-page pub-dialog" aria-labelledby={titleId} onClose={onClose} onSubmit={stopSubmitBubbling}>
      <h2 id={titleId} className="pub-dialog__title">
        {title}
      </h2>
      {children(close)}
    </dialog>,
    document.getElementById(mainContentId) ?? document.body,
  );
}

/**
 * React passes events up its own tree, through portals: a submit in the dialog would also reach the form
 * the dialog was opened from (a login form behind "Forgot Password?") and submit that too.
 */
function stopSubmitBubbling(event: FormEvent) {
  event.stopPropagation();
}
