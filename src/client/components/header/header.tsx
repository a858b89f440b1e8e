import { Link, NavLink } from 'react-router-dom';
import { NAV, type NavItem, PATHS } from '../../../shared/paths';
import type { Words } from '../../../shared/words';
import { useSchoolText } from '../../lib/use-school-text';
import { useSiteSettings } from '../../lib/use-site-settings';
import { useWords } from '../../lib/use-words';
import { ChevronDown, Close, Download, Menu } from '../icons/icons';
import { LanguageSwitcher } from './language-switcher';
import { SchoolLogo } from './school-logo';
import { SiteSearch } from './site-search';
import { ThemeToggle } from './theme-toggle';
import './header.css';

/** A menu's label in the page's language: the catalogue's word for the page it links to. */
function navLabel(words: Words, key: NavItem['key']): string {
  return words.nav[key];
}

/**
 * The public header, server HTML only: its menus work without a script (the mobile menu is a
 * `popover`, the desktop dropdowns open on hover and focus by CSS, header.css), and the site script
 * (src/client/site/header.ts) gives them their full behaviour, the sticky header's look and its
 * progress bar. The `data-*` attributes (and the header's class) are what that script finds them by.
 */
export function Header() {
  const { schoolName, shortName } = useSiteSettings();
  const schoolText = useSchoolText();
  const words = useWords();
  // The menus' words are the catalogue's, in the page's language; they name the school by its short
  // name ('Why {short}').
  const nav: NavItem[] = NAV.map((item) => ({
    ...item,
    label: schoolText(navLabel(words, item.key)),
    shortLabel:
      item.shortLabel && item.key in words.navShort ? words.navShort[item.key as keyof Words['navShort']] : undefined,
    children: item.children?.map((child) => ({ ...child, label: schoolText(navLabel(words, child.key)) })),
  }));
  // The short name above what the full name adds to it ('Academy' of 'Green Valley Academy'), then the town.
  const nameRest = schoolName.startsWith(shortName) ? schoolName.slice(shortName.length).trim() : '';

  return (
    <header className="site-header">
      {/* The words the site script says that belong to no control of the server's (the scroll bar's
          name, the newer-page bar), in the page's language: the script reads them here and carries no
          catalogue (src/client/site/header.ts, offline.ts). */}
      <template
        data-site-words
        data-progress-label={words.menu.scrollProgress}
        data-newer-text={words.newerPage.text}
        data-newer-show={words.newerPage.show}
      />
      {/* The search field and the languages, above the header's row from 1024 px (below, in the mobile
          menu): scrolled away with the page while the row stays (header.css). The row has no room left. */}
      <div className="language-bar">
        <div className="container">
          <SiteSearch id="site-search-q" className="bar-search" words={words.header.search} />
          <LanguageSwitcher className="language-switcher" />
        </div>
      </div>
      <div className="container header-inner">
        <Link to={PATHS.home} className="brand">
          <SchoolLogo />
          <span className="brand-text">
            <span className="brand-name">{shortName}</span>
            <span className="brand-tag">{nameRest ? `${nameRest} · ${words.header.town}` : words.header.town}</span>
          </span>
        </Link>

        <nav className="desktop-nav" aria-label={words.menu.main}>
          <ul className="nav-list">
            {nav.map((item) =>
              item.children ? (
                <DesktopDropdown key={item.path} item={item} words={words} />
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
          <a href={PATHS.brochure} download className="icon-btn header-brochure" title={words.header.brochure}>
            <Download />
            <span className="visually-hidden">{words.header.brochure}</span>
          </a>
          <Link to={PATHS.contact} className="btn btn-primary header-enquire">
            {words.header.enquire}
          </Link>
          <ThemeToggle words={words.theme} />
          {/* Opens the menu by itself (popovertarget); the site script keeps its name and state. */}
          <button
            type="button"
            className="icon-btn hamburger"
            popoverTarget="mobile-menu"
            aria-expanded="false"
            aria-controls="mobile-menu"
            aria-label={words.menu.open}
            data-label-open={words.menu.open}
            data-label-close={words.menu.close}
            data-menu-button
          >
            <Menu className="icon icon-when-closed" />
            <Close className="icon icon-when-open" />
          </button>
        </div>
      </div>

      <div id="mobile-menu" className="mobile-menu" popover="auto">
        {/* First, so a parent who does not read English finds it before the menu's words. */}
        <LanguageSwitcher className="language-switcher mobile-languages" />
        <SiteSearch id="menu-search-q" className="menu-search" words={words.header.search} />
        <nav aria-label={words.menu.site}>
          <ul className="mobile-list">
            {nav.map((item) => (
              <li key={item.path}>
                {item.children ? (
                  <MobileSection item={item} words={words} />
                ) : (
                  <NavLink to={item.path} end className="mobile-link">
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
          <div className="mobile-actions">
            <Link to={PATHS.contact} className="btn btn-primary">
              {words.header.enquire}
            </Link>
            <a href={PATHS.brochure} download className="btn btn-outline">
              <Download />
              {words.header.brochure}
            </a>
          </div>
        </nav>
      </div>
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

function DesktopDropdown({ item, words }: { item: NavItem; words: Words }) {
  const id = menuId(item);
  return (
    <li className="has-dropdown" data-dropdown>
      <NavLink to={item.path} end className="nav-link" aria-haspopup="true">
        <NavLabel item={item} />
      </NavLink>
      <button
        id={`${id}-toggle`}
        type="button"
        className="dropdown-toggle"
        aria-expanded="false"
        aria-controls={id}
        aria-label={words.menu.dropdown(item.label)}
      >
        <ChevronDown />
      </button>
      <ul id={id} className="dropdown" hidden>
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

function MobileSection({ item, words }: { item: NavItem; words: Words }) {
  const listId = `${menuId(item)}-mobile`;
  return (
    <div className="mobile-section">
      <div className="mobile-section-head">
        <NavLink to={item.path} end className="mobile-link">
          {item.label}
        </NavLink>
        {/* The site script names it 'Collapse …' while open; without a script the list is always shown
            and this button is not (header.css). */}
        <button
          type="button"
          className="icon-btn mobile-expand"
          aria-expanded="false"
          aria-controls={listId}
          aria-label={words.menu.expand(item.label)}
          data-label-expand={words.menu.expand(item.label)}
          data-label-collapse={words.menu.collapse(item.label)}
        >
          <ChevronDown />
        </button>
      </div>
      <ul id={listId} className="mobile-sublist" hidden>
        {item.children?.map((child) => (
          <li key={child.path}>
            <NavLink to={child.path} end className="mobile-sublink">
              {child.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
