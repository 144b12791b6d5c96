// Moves focus to the first field marked invalid once the errors just set are on screen, for a form
// whose submit found fields to correct (as usePrerenderedForm does for the prerendered forms).
import { useEffect, useRef, useState } from 'react';

export function useFocusFirstError(): (form: HTMLFormElement) => void {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [errorsShown, setErrorsShown] = useState(0);

  useEffect(() => {
    // A select's hidden input is marked too; the field a person reaches is the one not hidden.
    if (errorsShown > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not([aria-hidden="true"])')?.focus();
  }, [errorsShown]);

  return (form) => {
    formRef.current = form;
    setErrorsShown((count) => count + 1);
  };
}
