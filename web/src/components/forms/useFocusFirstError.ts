// Moves focus to the first field marked invalid once the errors just set are on screen, for a form
// whose submit found fields to correct (useSubmitOutcome calls it).
import { useEffect, useRef, useState } from 'react';

const control = 'input, textarea, select, [tabindex]';

export function useFocusFirstError(): (form: HTMLFormElement) => void {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [errorsShown, setErrorsShown] = useState(0);

  useEffect(() => {
    if (errorsShown === 0) return;
    // A select's hidden input is marked too; the field a person reaches is the one not hidden.
    const marked = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not([aria-hidden="true"])');
    // A group of choices is marked as a whole: its first control takes the focus.
    const target = marked && !marked.matches(control) ? (marked.querySelector<HTMLElement>(control) ?? marked) : marked;
    target?.focus();
  }, [errorsShown]);

  return (form) => {
    formRef.current = form;
    setErrorsShown((count) => count + 1);
  };
}
