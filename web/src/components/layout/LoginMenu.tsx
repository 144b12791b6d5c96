// The "Login" menu button of the public navigation (WAI-ARIA menu button pattern): Reviewer, Author, Admin.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';

const loginLinks = [
  { label: 'Reviewer', to: paths.reviewerLogin },
  { label: 'Author', to: paths.authorLogin },
  { label: 'Admin', to: paths.adminLogin },
] as const;

export function LoginMenu() {
  const [open, setOpen] = useState(false);
  // Which item gets focus when the menu opens: the first (Enter, Space, ArrowDown, click) or the last (ArrowUp).
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const menuId = useId();
  const buttonId = useId();
  const { pathname } = useLocation();

  const focusItem = (index: number) => {
    const count = loginLinks.length;
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
    if (open) focusItem(focusOnOpen === 'first' ? 0 : loginLinks.length - 1);
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
        focusItem(loginLinks.length - 1);
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
        Login
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
        {loginLinks.map((link, index) => (
          <li key={link.to} role="none">
            <Link
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              role="menuitem"
              tabIndex={-1}
              to={link.to}
              className="pub-login__item"
              onClick={() => setOpen(false)}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
