import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import './tabs.css';

export interface TabItem {
  /** URL value (`?tab=payment-rules`): lowercase letters, digits and dashes (the SSR cache keeps only those). */
  id: string;
  label: string;
  icon?: ReactNode;
  content: ReactNode;
}

/** The selected id of a URL-backed choice (tabs, filters); unknown values fall back to the default. */
export function useUrlChoice(param: string, ids: readonly string[], defaultId: string) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const selected = raw && ids.includes(raw) ? raw : defaultId;
  const select = (id: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(param, id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [selected, select] as const;
}

/**
 * WAI-ARIA tabs with automatic activation (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/):
 * Left/Right move and select, Home/End jump, only the selected tab is in the tab order. The choice
 * lives in the URL, so a parent can share 'Fees > Payment Rules' and the server renders that tab.
 * Every panel is in the HTML (inactive ones hidden), so each tab's aria-controls points somewhere.
 */
export function Tabs({
  label,
  tabs,
  defaultTab,
  param = 'tab',
}: {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  defaultTab?: string;
  param?: string;
}) {
  const baseId = useId();
  const ids = tabs.map((t) => t.id);
  const [selected, select] = useUrlChoice(param, ids, defaultTab ?? ids[0] ?? '');
  const listRef = useRef<HTMLDivElement>(null);

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const focusTab = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    select(tab.id);
    listRef.current?.querySelector<HTMLElement>(`[data-tab="${tab.id}"]`)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    focusTab(target);
  };

  return (
    <div className="tabs">
      <div className="tabs-list" role="tablist" aria-label={label} ref={listRef}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              data-tab={tab.id}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              className="tabs-tab"
              onClick={() => select(tab.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {tab.icon}
              <span>{tab.label}</span>
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes a panel focusable so keyboard users reach its text
          tabIndex={0}
          className="tabs-panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
