// Forms of prerendered pages (sign-in, author registration). Their HTML is on screen before the app starts,
// so a visitor may type into them (or a password manager fill them) before React runs: once the app has
// hydrated the page, what the fields hold is taken into the form's state. Buttons that need the app stay
// disabled until then, the submit button above all: a form submitted natively would put the password in
// the address.
import { useEffect, useRef, useState, useSyncExternalStore, type Dispatch, type RefObject, type SetStateAction } from 'react';

const subscribeNever = () => () => {};

/**
 * Whether the app runs this screen: false while prerendering and during hydration, true from the render
 * after hydration on; true at once on a screen the app renders itself (a client-side navigation).
 */
export function useStarted(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * The values with what the page's fields now hold where it differs, or `values` itself when nothing does.
 * `read` gives a field's current text, undefined for a name the form has no field of.
 */
export function withTypedValues<Values extends object>(values: Values, read: (name: string) => string | undefined): Values {
  let typed: Values | undefined;
  for (const [name, value] of Object.entries(values)) {
    const current = read(name);
    if (typeof value !== 'string' || current === undefined || current === value) continue;
    typed = { ...(typed ?? values), [name]: current };
  }
  return typed ?? values;
}

function fieldText(form: HTMLFormElement, name: string): string | undefined {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement ? field.value : undefined;
}

export interface PrerenderedForm {
  /** For the <form> element. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Whether the app runs the form: its buttons are enabled from then on. */
  started: boolean;
}

/** A form's start after hydration (see above), for a form whose values are in `useForm`'s state. */
export function usePrerenderedForm<Values extends object>(setValues: Dispatch<SetStateAction<Values>>): PrerenderedForm {
  const formRef = useRef<HTMLFormElement>(null);
  // Taken on the first render only: a prerendered form starts disabled, one the app renders itself enabled.
  const startedAtFirstRender = useStarted();
  const [started, setStarted] = useState(startedAtFirstRender);

  useEffect(() => {
    if (started) return;
    const form = formRef.current;
    // Both updates land in one render, so the buttons are enabled only with the typed values in state.
    if (form) setValues((values) => withTypedValues(values, (name) => fieldText(form, name)));
    setStarted(true);
  }, [started, setValues]);

  return { formRef, started };
}
