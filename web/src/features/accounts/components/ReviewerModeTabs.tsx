// The Login and Register tabs of the reviewer screen (WAI-ARIA tabs pattern, automatic activation): the
// arrow keys, Home and End move between the tabs, and the panel under them shows the chosen one.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useStarted } from '../../../components/forms/usePrerenderedForm';

export type ReviewerMode = 'login' | 'register';

const tabs: { mode: ReviewerMode; label: string }[] = [
  { mode: 'login', label: 'Login' },
  { mode: 'register', label: 'Register' },
];

interface ReviewerModeTabsProps {
  mode: ReviewerMode;
  onChange: (mode: ReviewerMode) => void;
  children: ReactNode;
}

export function ReviewerModeTabs({ mode, onChange, children }: ReviewerModeTabsProps) {
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const started = useStarted();

  function select(index: number) {
    const next = tabs[(index + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.mode);
    tabRefs.current[tabs.indexOf(next)]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.mode === mode);
    const target = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <>
      <div role="tablist" aria-label="Reviewer account" className="pub-tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.mode}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.mode}-tab`}
            aria-selected={tab.mode === mode}
            aria-controls={`${id}-panel`}
            tabIndex={tab.mode === mode ? 0 : -1}
            className="pub-tabs__tab"
            onClick={() => onChange(tab.mode)}
            disabled={!started}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${mode}-tab`}>
        {children}
      </div>
    </>
  );
}
