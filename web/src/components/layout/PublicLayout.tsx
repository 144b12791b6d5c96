// Layout of the public pages: skip link, conference banner, main navigation with the Login menu,
// the routed page inside <main>, and the footer. The banner and footer name the conference as the chair
// set it (lib/publicConference.ts). Plain HTML and CSS only, to keep public pages small.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { announcedDaysOf } from '@confsys/domain';
import { useAnnouncedCalendar } from '../../lib/publicCalendar';
import { usePublicConference } from '../../lib/publicConference';
import { paths } from '../../config/paths';
import { useCurrentYear } from '../../lib/useCurrentYear';
import { LoginMenu } from './LoginMenu';
import { mainContentId } from './mainContent';
import { SkipLink } from './SkipLink';
import '../../styles/public.css';

const navLinks = [
  { label: 'Home', to: paths.home },
  { label: 'Call for Papers', to: paths.callForPapers },
  { label: 'Registration', to: paths.registrationProcess },
  { label: 'Programme', to: paths.programme },
  { label: 'Venue', to: paths.venue },
  { label: 'Publication', to: paths.publication },
  { label: 'Committee', to: paths.committee },
] as const;

const navListId = 'pub-primary-nav';

interface PublicLayoutProps {
  /** An optional notice (for example the API health warning) shown above the page content. */
  banner?: ReactNode;
}

export default function PublicLayout({ banner }: PublicLayoutProps) {
  const days = announcedDaysOf(useAnnouncedCalendar());
  const identity = usePublicConference();
  const [menuOpen, setMenuOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);

  // After a client-side navigation: collapse the mobile menu, start at the top, and move focus to the
  // new content so screen-reader users are not left on the link they just followed.
  useEffect(() => {
    setMenuOpen(false);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (hash) return;
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, hash]);

  const year = useCurrentYear();

  return (
    <div className="public-site">
      <SkipLink />

      <header className="pub-header">
        <div className="pub-container pub-banner">
          <BannerLogo file="logo-university.svg" owner={identity.university} />
          <div className="pub-banner__text">
            <p className="pub-banner__title">
              <Link to={paths.home}>{identity.title}</Link>
            </p>
            <p className="pub-banner__org">
              {identity.department}, {identity.university}
            </p>
            <p className="pub-banner__meta">
              {days} · {identity.city} · {identity.mode}
            </p>
          </div>
          <BannerLogo file="logo-department.svg" owner={identity.department} />
        </div>

        <nav className="pub-nav" aria-label="Main">
          <div className="pub-container pub-nav__inner">
            <button
              ref={toggleRef}
              type="button"
              className="pub-nav__toggle"
              aria-expanded={menuOpen}
              aria-controls={navListId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                {menuOpen ? (
                  <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                ) : (
                  <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                )}
              </svg>
              Menu
            </button>
            <div
              id={navListId}
              className="pub-nav__panel"
              data-open={menuOpen}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && menuOpen && !event.defaultPrevented) {
                  setMenuOpen(false);
                  toggleRef.current?.focus();
                }
              }}
            >
              <ul className="pub-nav__list">
                {navLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end className="pub-nav__link">
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <LoginMenu />
            </div>
          </div>
        </nav>
      </header>

      <main id={mainContentId} ref={mainRef} tabIndex={-1} className="pub-main">
        {banner ? <div className="pub-notice-slot">{banner}</div> : null}
        <Outlet />
      </main>

      <footer className="pub-footer">
        <div className="pub-container pub-footer__inner">
          <p>
            © {year} {identity.title}, {identity.department}, {identity.university}, {identity.city}
          </p>
          <p>
            Contact: <a href={`mailto:${identity.contactEmail}`}>{identity.contactEmail}</a> · <Link to={paths.pastEditions}>Past editions</Link> · <Link to={paths.privacy}>Privacy</Link> · <Link to={paths.accessibility}>Accessibility</Link>
          </p>
        </div>
      </footer>
    </div>
  );
}

/** A logo beside the banner's title: the university's, the department's. */
function BannerLogo({ file, owner }: { file: string; owner: string }) {
  return <img className="pub-banner__logo" src={`${import.meta.env.BASE_URL}${file}`} alt={`${owner} logo`} width={72} height={72} />;
}
