import type { ReactNode } from 'react';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import './tabs.css';

export interface TabItem {
  /** URL value (`?tab=payment-rules`): lowercase letters, digits and dashes (the SSR cache keeps only those). */
  id: string;
  label: string;
  icon?: ReactNode;
  content: ReactNode;
}

/**
 * The selected id of a URL-backed choice (tabs, filters), unknown values falling back to the default,
 * and the address that chooses another: the page's own query with `param` set, so a link to it works
 * without script and the server renders that choice.
 */
export function useUrlChoice(param: string, ids: readonly string[], defaultId: string) {
  const [params] = useSearchParams();
  const raw = params.get(param);
  const selected = raw && ids.includes(raw) ? raw : defaultId;
  const hrefOf = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(param, id);
    return `?${next.toString()}`;
  };
  return [selected, hrefOf] as const;
}

/**
 * WAI-ARIA tabs with automatic activation (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/). Each tab
 * is a link to the page with that tab chosen (`?tab=fees-payment`), so the tabs work without script
 * and a parent can share 'Fees > Payment Rules'; the site script (src/client/site/tabs.ts) switches in
 * place instead: Left/Right move and select, Home/End jump, only the selected tab is in the tab order.
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
  const [selected, hrefOf] = useUrlChoice(param, ids, defaultTab ?? ids[0] ?? '');

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className="tabs" data-tabs={param}>
      <div className="tabs-list" role="tablist" aria-label={label}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <a
              key={tab.id}
              role="tab"
              href={hrefOf(tab.id)}
              id={tabId(tab.id)}
              data-tab={tab.id}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              // No roving tabindex in the server's HTML: without script every tab is a link the
              // keyboard reaches with Tab. The site script makes only the selected one tabbable.
              className="tabs-tab"
            >
              {tab.icon}
              <span>{tab.label}</span>
            </a>
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
