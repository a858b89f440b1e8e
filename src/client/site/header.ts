// The header's behaviour with a script (components/header/header.tsx renders it, and it works
// without this: the mobile menu is a popover, the dropdowns open on hover and focus by CSS). Here:
// - desktop dropdowns open on hover, on the chevron's click, Enter/Space toggle, ArrowDown opens and
//   focuses the first link, the arrows move in the list; one at a time, kept in `aria-expanded`;
// - Escape closes what is open and gives the focus back to its button, an outside click closes it,
//   tabbing out of a dropdown closes it;
// - the mobile menu's button is named for what it does next, its sections expand one at a time, and
//   a resize to desktop closes it;
// - past HEADER_SCROLL_THRESHOLD_PX the header is translucent with a progress bar.
import { DESKTOP_BREAKPOINT_PX, HEADER_SCROLL_THRESHOLD_PX } from '../../shared/constants';

export function initHeader(): void {
  const header = document.querySelector<HTMLElement>('header.site-header');
  if (!header) return;
  initScroll(header);

  const dropdowns = Array.from(header.querySelectorAll<HTMLLIElement>('[data-dropdown]'));
  const menu = document.getElementById('mobile-menu');
  const menuButton = header.querySelector<HTMLButtonElement>('[data-menu-button]');
  const nav = header.querySelector('.desktop-nav');
  const sections = Array.from(header.querySelectorAll<HTMLButtonElement>('[data-label-expand]'));

  let open: HTMLLIElement | null = null;
  const parts = (li: HTMLLIElement) => ({
    toggle: li.querySelector<HTMLButtonElement>('.dropdown-toggle'),
    list: li.querySelector<HTMLUListElement>('.dropdown'),
  });
  const setDropdown = (li: HTMLLIElement, isOpen: boolean) => {
    const { toggle, list } = parts(li);
    li.classList.toggle('is-open', isOpen);
    toggle?.setAttribute('aria-expanded', String(isOpen));
    if (list) list.hidden = !isOpen;
  };
  const openDropdown = (li: HTMLLIElement) => {
    if (open && open !== li) setDropdown(open, false);
    open = li;
    setDropdown(li, true);
  };
  const closeDropdown = (li: HTMLLIElement | null = open) => {
    if (!li) return;
    setDropdown(li, false);
    if (open === li) open = null;
  };

  for (const li of dropdowns) {
    const { toggle, list } = parts(li);
    li.addEventListener('mouseenter', () => openDropdown(li));
    li.addEventListener('mouseleave', () => closeDropdown(li));
    toggle?.addEventListener('click', (event) => {
      // A pointer that clicks has already hovered the item open (touch screens fire mouseenter before
      // click too), so a pointer click only ever opens; leaving, Escape or an outside click closes.
      // Enter and Space (detail 0) toggle.
      if (event.detail === 0 && open === li) closeDropdown(li);
      else openDropdown(li);
    });
    toggle?.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      openDropdown(li);
      requestAnimationFrame(() => list?.querySelector('a')?.focus());
    });
    list?.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      const links = Array.from(list.querySelectorAll('a'));
      const i = links.indexOf(document.activeElement as HTMLAnchorElement);
      const next = event.key === 'ArrowDown' ? (i + 1) % links.length : (i - 1 + links.length) % links.length;
      links[next]?.focus();
    });
    // Tabbing out of the list closes it.
    list?.addEventListener('focusout', (event) => {
      if (!li.contains(event.relatedTarget as Node | null)) closeDropdown(li);
    });
    // Opened by CSS before this script ran (hovered or focused): it stays open.
    if (li.matches(':hover, :focus-within')) openDropdown(li);
  }

  // A browser without popovers does not know the selector (and throws): its menu is never open.
  const isMenuOpen = () => {
    try {
      return Boolean(menu?.matches(':popover-open'));
    } catch {
      return false;
    }
  };
  const setSection = (button: HTMLButtonElement, isExpanded: boolean) => {
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    button.setAttribute('aria-expanded', String(isExpanded));
    // Its names in the page's language, written by the server (components/header/header.tsx).
    const label = isExpanded ? button.dataset.labelCollapse : button.dataset.labelExpand;
    if (label) button.setAttribute('aria-label', label);
    if (list) list.hidden = !isExpanded;
  };
  const showMenuState = () => {
    const isOpen = isMenuOpen();
    if (menuButton) {
      menuButton.setAttribute('aria-expanded', String(isOpen));
      // Its names in the page's language, written by the server.
      const label = isOpen ? menuButton.dataset.labelClose : menuButton.dataset.labelOpen;
      if (label) menuButton.setAttribute('aria-label', label);
    }
    if (!isOpen) for (const button of sections) setSection(button, false);
  };
  const closeMenu = () => {
    if (isMenuOpen()) menu?.hidePopover();
    showMenuState();
  };
  // The popover opens and closes itself (its button, Escape, a click outside it): its `toggle` event
  // says so, whatever closed it. It may have been opened before this script ran.
  menu?.addEventListener('toggle', showMenuState);
  showMenuState();
  for (const button of sections) {
    button.addEventListener('click', () => {
      const expand = button.getAttribute('aria-expanded') !== 'true';
      for (const other of sections) setSection(other, other === button && expand);
    });
  }
  // Choosing an item closes the menu (the next page opens with it closed; a link to a part of this
  // page leaves the page in view).
  menu?.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) closeMenu();
  });

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    if (isMenuOpen()) {
      closeMenu();
      menuButton?.focus();
    } else if (open) {
      parts(open).toggle?.focus();
      closeDropdown();
    }
  });
  document.addEventListener('pointerdown', (event) => {
    const target = event.target as Node;
    if (nav?.contains(target) || menu?.contains(target) || menuButton?.contains(target)) return;
    closeDropdown();
    closeMenu();
  });

  // Resizing to desktop closes the mobile menu; to a phone, the dropdown.
  const desktop = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
  desktop.addEventListener('change', () => {
    if (desktop.matches) closeMenu();
    else closeDropdown();
  });
}

/** The sticky header's translucent look past the threshold, with a bar of how far the page is read. */
function initScroll(header: HTMLElement): void {
  let bar: HTMLDivElement | null = null;
  const onScroll = () => {
    const y = window.scrollY;
    const isScrolled = y > HEADER_SCROLL_THRESHOLD_PX;
    header.classList.toggle('is-scrolled', isScrolled);
    if (!isScrolled) {
      bar?.remove();
      bar = null;
      return;
    }
    // Read only once scrolled: the page's height makes the browser lay out the whole page at once,
    // which on a phone, as the page loads, is a long task (docs/decisions/048-home-in-one-round-trip.md).
    const max = document.documentElement.scrollHeight - window.innerHeight;
    const progress = max > 0 ? Math.min(100, Math.round((y / max) * 100)) : 0;
    if (!bar) {
      bar = document.createElement('div');
      bar.className = 'scroll-progress';
      bar.setAttribute('role', 'progressbar');
      // Its name in the page's language, written by the server (components/header/header.tsx).
      bar.setAttribute(
        'aria-label',
        document.querySelector<HTMLElement>('[data-site-words]')?.dataset.progressLabel ?? '',
      );
      bar.setAttribute('aria-valuemin', '0');
      bar.setAttribute('aria-valuemax', '100');
      bar.append(document.createElement('span'));
      header.append(bar);
    }
    bar.setAttribute('aria-valuenow', String(progress));
    bar.style.setProperty('--progress', String(progress / 100));
  };
  onScroll();
  window.addEventListener('scroll', onScroll, { passive: true });
}
