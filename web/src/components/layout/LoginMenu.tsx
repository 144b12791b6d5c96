// The account menu button of the public navigation (WAI-ARIA menu button pattern). Signed out, it is the
// "Login" menu: Reviewer, Author, Admin. Signed in, it names who is ("Signed in as ...") and offers their
// dashboard and Sign out. Who is signed in comes from the session hint in local storage, so the header
// says it without loading Firebase; when there is a hint, the session module (and Firebase) loads once
// the page is idle, to correct a hint that is out of date.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { dashboardOf, paths } from '../../config/paths';
import { useSessionHint } from '../../lib/sessionHint';

type MenuEntry = { label: string; to: string } | { label: string; onSelect: () => void };

const loginLinks: readonly MenuEntry[] = [
  { label: 'Reviewer', to: paths.reviewerLogin },
  { label: 'Author', to: paths.authorLogin },
  { label: 'Admin', to: paths.adminLogin },
];

const loadSession = () => import('../../lib/session');

/** After the first paint, loads the session so Auth confirms or corrects the hint. */
function useHintCheck(hinted: boolean) {
  useEffect(() => {
    if (!hinted) return;
    const load = () => void loadSession().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    // Browsers without requestIdleCallback (Safari before 18).
    const id = setTimeout(load, 1000);
    return () => clearTimeout(id);
  }, [hinted]);
}

export function LoginMenu() {
  const hint = useSessionHint();
  useHintCheck(hint !== null);
  const navigate = useNavigate();
  const [signOutFailed, setSignOutFailed] = useState(false);
  const signOut = useCallback(() => {
    setSignOutFailed(false);
    loadSession()
      .then(({ logout }) => logout())
      .then(() => navigate(paths.home))
      .catch(() => setSignOutFailed(true));
  }, [navigate]);
  const entries: readonly MenuEntry[] = hint
    ? [
        { label: 'My dashboard', to: dashboardOf[hint.role] },
        { label: 'Sign out', onSelect: signOut },
      ]
    : loginLinks;

  const [open, setOpen] = useState(false);
  // Which item gets focus when the menu opens: the first (Enter, Space, ArrowDown, click) or the last (ArrowUp).
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();
  const buttonId = useId();
  const { pathname } = useLocation();

  const focusItem = (index: number) => {
    const count = entries.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  const openMenu = (focus: 'first' | 'last') => {
    setFocusOnOpen(focus);
    setOpen(true);
  };

  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (open) focusItem(focusOnOpen === 'first' ? 0 : entries.length - 1);
  }, [open, focusOnOpen]);

  // Close after navigating to one of the login screens.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  // A press anywhere outside the menu closes it without stealing focus from what was pressed.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeMenu(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(entries.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        closeMenu(true);
        break;
      case 'Tab':
        // Let focus move on naturally, but do not leave the menu hanging open behind it.
        setOpen(false);
        break;
      default:
        break;
    }
  };

  return (
    <div className="pub-login" ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="pub-login__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? closeMenu(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {hint ? (
          <>
            <span className="pub-visually-hidden">Signed in as </span>
            <span className="pub-login__name">{hint.name}</span>
          </>
        ) : (
          'Login'
        )}
        <svg className="pub-login__chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className="pub-login__menu"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {entries.map((entry, index) => {
          const ref = (element: HTMLElement | null) => {
            itemRefs.current[index] = element;
          };
          return (
            <li key={entry.label} role="none">
              {'to' in entry ? (
                <Link ref={ref} role="menuitem" tabIndex={-1} to={entry.to} className="pub-login__item" onClick={() => setOpen(false)}>
                  {entry.label}
                </Link>
              ) : (
                <button
                  ref={ref}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className="pub-login__item"
                  onClick={() => {
                    closeMenu(true);
                    entry.onSelect();
                  }}
                >
                  {entry.label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {signOutFailed ? (
        <p role="alert" className="pub-login__error">
          Signing out failed. Check your connection and try again.
        </p>
      ) : null}
    </div>
  );
}
