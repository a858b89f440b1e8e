import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { DESKTOP_BREAKPOINT_PX, HEADER_SCROLL_THRESHOLD_PX } from '../../../shared/constants';
import { NAV, type NavItem, PATHS } from '../../../shared/paths';
import { useSchoolText } from '../../lib/use-school-text';
import { useSiteSettings } from '../../lib/use-site-settings';
import { ChevronDown, Close, Download, Menu } from '../icons/icons';
import { SchoolLogo } from './school-logo';
import { ThemeToggle } from './theme-toggle';
import './header.css';

export function Header() {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [isScrolled, setIsScrolled] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const mobileRef = useRef<HTMLDivElement>(null);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const { schoolName, shortName } = useSiteSettings();
  const schoolText = useSchoolText();
  // Navigation labels name the school by its short name ('Why {short}').
  const nav = NAV.map((item) => ({ ...item, label: schoolText(item.label) }));
  // The short name above what the full name adds to it ('Academy' of 'Green Valley Academy'), then the town.
  const nameRest = schoolName.startsWith(shortName) ? schoolName.slice(shortName.length).trim() : '';

  const closeAll = useCallback(() => {
    setOpenMenu(null);
    setMobileOpen(false);
    setExpanded(null);
  }, []);

  // Any navigation closes the menus (item choice): adjust state while rendering, not in an effect.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpenMenu(null);
    setMobileOpen(false);
    setExpanded(null);
  }

  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      setIsScrolled(y > HEADER_SCROLL_THRESHOLD_PX);
      const max = document.documentElement.scrollHeight - window.innerHeight;
      setProgress(max > 0 ? Math.min(100, Math.round((y / max) * 100)) : 0);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Escape and outside clicks close whatever is open.
  useEffect(() => {
    if (!openMenu && !mobileOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      if (mobileOpen) hamburgerRef.current?.focus();
      else if (openMenu) document.getElementById(`${openMenu}-toggle`)?.focus();
      closeAll();
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (
        navRef.current?.contains(target) ||
        mobileRef.current?.contains(target) ||
        hamburgerRef.current?.contains(target)
      )
        return;
      closeAll();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [openMenu, mobileOpen, closeAll]);

  // Resizing to desktop closes the mobile menu.
  useEffect(() => {
    const mql = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
    const onChange = () => {
      if (mql.matches) {
        setMobileOpen(false);
        setExpanded(null);
      } else {
        setOpenMenu(null);
      }
    };
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, []);

  return (
    <header className={`site-header${isScrolled ? ' is-scrolled' : ''}`}>
      <div className="container header-inner">
        <Link to={PATHS.home} className="brand">
          <SchoolLogo />
          <span className="brand-text">
            <span className="brand-name">{shortName}</span>
            <span className="brand-tag">{nameRest ? `${nameRest} · Akola` : 'Akola'}</span>
          </span>
        </Link>

        <nav ref={navRef} className="desktop-nav" aria-label="Main">
          <ul className="nav-list">
            {nav.map((item) =>
              item.children ? (
                <DesktopDropdown
                  key={item.path}
                  item={item}
                  isOpen={openMenu === menuId(item)}
                  onOpen={() => setOpenMenu(menuId(item))}
                  onClose={() => setOpenMenu((m) => (m === menuId(item) ? null : m))}
                />
              ) : (
                <li key={item.path}>
                  <NavLink to={item.path} end className="nav-link">
                    <NavLabel item={item} />
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="header-actions">
          {/* An icon button beside the full navigation (the text would overflow the 1280 px container);
              its name stays 'Download Brochure', and the mobile menu shows the full text. */}
          <a href={PATHS.brochure} download className="icon-btn header-brochure" title="Download Brochure">
            <Download />
            <span className="visually-hidden">Download Brochure</span>
          </a>
          <Link to={PATHS.contact} className="btn btn-primary header-enquire">
            Enquire Now
          </Link>
          <ThemeToggle />
          <button
            ref={hamburgerRef}
            type="button"
            className="icon-btn hamburger"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMobileOpen((o) => !o)}
          >
            {mobileOpen ? <Close /> : <Menu />}
          </button>
        </div>
      </div>

      <div ref={mobileRef} id="mobile-menu" className="mobile-menu" hidden={!mobileOpen}>
        <nav aria-label="Site menu">
          <ul className="mobile-list">
            {nav.map((item) => (
              <li key={item.path}>
                {item.children ? (
                  <MobileSection
                    item={item}
                    isExpanded={expanded === menuId(item)}
                    onToggle={() => setExpanded((e) => (e === menuId(item) ? null : menuId(item)))}
                    onChoose={closeAll}
                  />
                ) : (
                  <NavLink to={item.path} end className="mobile-link" onClick={closeAll}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
          <div className="mobile-actions">
            <Link to={PATHS.contact} className="btn btn-primary" onClick={closeAll}>
              Enquire Now
            </Link>
            <a href={PATHS.brochure} download className="btn btn-outline" onClick={closeAll}>
              <Download />
              Download Brochure
            </a>
          </div>
        </nav>
      </div>

      {isScrolled && (
        <div
          className="scroll-progress"
          role="progressbar"
          aria-label="Page scroll progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <span style={{ width: `${progress}%` }} />
        </div>
      )}
    </header>
  );
}

function menuId(item: NavItem): string {
  return `menu-${item.path.replace(/[^a-z]/g, '')}`;
}

/** Full label, or the short one from 1024 px up to SHORT_LABELS_BELOW_PX (CSS picks; the hidden one has no name). */
function NavLabel({ item }: { item: NavItem }) {
  if (!item.shortLabel) return <>{item.label}</>;
  return (
    <>
      <span className="label-full">{item.label}</span>
      <span className="label-short">{item.shortLabel}</span>
    </>
  );
}

function DesktopDropdown({
  item,
  isOpen,
  onOpen,
  onClose,
}: {
  item: NavItem;
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const id = menuId(item);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFirst = () => requestAnimationFrame(() => listRef.current?.querySelector('a')?.focus());

  return (
    <li className={`has-dropdown${isOpen ? ' is-open' : ''}`} onMouseEnter={onOpen} onMouseLeave={onClose}>
      <NavLink to={item.path} end className="nav-link" aria-haspopup="true">
        <NavLabel item={item} />
      </NavLink>
      <button
        id={`${id}-toggle`}
        type="button"
        className="dropdown-toggle"
        aria-expanded={isOpen}
        aria-controls={id}
        aria-label={`${item.label} menu`}
        onClick={(e) => {
          // A pointer that clicks has already hovered the item open (touch screens fire mouseenter
          // before click too), so a pointer click only ever opens; leaving, Escape or an outside
          // click closes. Enter and Space (detail 0) toggle.
          if (e.detail === 0 && isOpen) onClose();
          else onOpen();
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            onOpen();
            focusFirst();
          }
        }}
      >
        <ChevronDown />
      </button>
      <ul
        ref={listRef}
        id={id}
        className="dropdown"
        hidden={!isOpen}
        onKeyDown={(e) => {
          const links = Array.from(listRef.current?.querySelectorAll('a') ?? []);
          const i = links.indexOf(document.activeElement as HTMLAnchorElement);
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            const next = e.key === 'ArrowDown' ? (i + 1) % links.length : (i - 1 + links.length) % links.length;
            links[next]?.focus();
          }
        }}
        onBlur={(e) => {
          // Tabbing out of the list closes it.
          const li = e.currentTarget.parentElement;
          if (li && !li.contains(e.relatedTarget as Node)) onClose();
        }}
      >
        {item.children?.map((child) => (
          <li key={child.path}>
            <NavLink to={child.path} end className="dropdown-link">
              {child.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

function MobileSection({
  item,
  isExpanded,
  onToggle,
  onChoose,
}: {
  item: NavItem;
  isExpanded: boolean;
  onToggle: () => void;
  onChoose: () => void;
}) {
  const listId = useId();
  return (
    <div className="mobile-section">
      <div className="mobile-section-head">
        <NavLink to={item.path} end className="mobile-link" onClick={onChoose}>
          {item.label}
        </NavLink>
        <button
          type="button"
          className="icon-btn mobile-expand"
          aria-expanded={isExpanded}
          aria-controls={listId}
          aria-label={`${isExpanded ? 'Collapse' : 'Expand'} ${item.label}`}
          onClick={onToggle}
        >
          <ChevronDown className={`icon${isExpanded ? ' rotate' : ''}`} />
        </button>
      </div>
      <ul id={listId} className="mobile-sublist" hidden={!isExpanded}>
        {item.children?.map((child) => (
          <li key={child.path}>
            <NavLink to={child.path} end className="mobile-sublink" onClick={onChoose}>
              {child.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
