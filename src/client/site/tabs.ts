import { arrowStep, isRightToLeft } from '../lib/direction';
// The tabs of the information pages (components/tabs/tabs.tsx) switched in place. In the server's
// HTML each tab is a link to the page with that tab chosen; here a tab is chosen without a reload,
// the address's query says which (so a reload or a shared link opens it), and the keyboard moves as
// the WAI-ARIA tabs pattern with automatic activation says: Left/Right move and select, Home/End
// jump, only the selected tab is in the tab order (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/).
import { isPlainClick, setQueryParam } from './address';

function tabsOf(list: Element): HTMLAnchorElement[] {
  return Array.from(list.querySelectorAll<HTMLAnchorElement>(':scope > [role="tab"]'));
}

function select(list: Element, chosen: HTMLAnchorElement, param: string): void {
  for (const tab of tabsOf(list)) {
    const isSelected = tab === chosen;
    tab.setAttribute('aria-selected', String(isSelected));
    tab.tabIndex = isSelected ? 0 : -1;
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !isSelected;
  }
  setQueryParam(param, chosen.dataset.tab ?? '');
}

/** Where a key moves the selection among `count` tabs; the arrows follow the row's direction (arrowStep). */
export function tabMove(key: string, index: number, count: number, rtl: boolean): number | null {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = arrowStep(key, rtl);
  return step === 0 ? null : (index + step + count) % count;
}

export function initTabs(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-tabs]')) {
    const list = root.querySelector(':scope > [role="tablist"]');
    if (!list) continue;
    const param = root.dataset.tabs || 'tab';
    for (const tab of tabsOf(list)) tab.tabIndex = tab.getAttribute('aria-selected') === 'true' ? 0 : -1;

    list.addEventListener('click', (event) => {
      const e = event as MouseEvent;
      const tab = (e.target as Element).closest<HTMLAnchorElement>('[role="tab"]');
      // A click meant for a new window or tab keeps the link's own behaviour.
      if (!tab || !isPlainClick(e)) return;
      e.preventDefault();
      select(list, tab, param);
    });
    list.addEventListener('keydown', (event) => {
      const e = event as KeyboardEvent;
      const tabs = tabsOf(list);
      const index = tabs.indexOf(e.target as HTMLAnchorElement);
      const moved = index < 0 ? null : tabMove(e.key, index, tabs.length, isRightToLeft(list));
      if (moved === null) return;
      e.preventDefault();
      const next = tabs[moved];
      if (!next) return;
      select(list, next, param);
      next.focus();
    });
  }
}
