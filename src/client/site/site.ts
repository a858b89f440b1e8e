// The public pages' one script (docs/architecture.md, "Islands"): a few KB, no React. Every control
// on a public page works from the server's HTML alone (links, forms, `details`, `popover`); this adds
// what the page does better with a script, and wakes the islands (the parts that need React) when
// they are needed. The server's loader adds it after the first paint (src/server/http/client-assets.ts).
import { rememberVisitSource } from '../lib/visit-source';
import { initAlert } from './alert';
import { initControls } from './controls';
import { initDigitFields } from './digits';
import { initFilters } from './filters';
import { initHeader } from './header';
import { wakeIslands } from './islands';
import { registerServiceWorker } from './offline';
import { initTabs } from './tabs';
import { initTheme } from './theme';

// Before anything else: this is still the landing page, with its address and referrer.
rememberVisitSource();

initTheme();
initHeader();
initAlert();
initControls();
initDigitFields();
initTabs();
initFilters();

const loader = document.querySelector<HTMLScriptElement>('script[data-islands]');
wakeIslands(loader?.dataset.islands ?? '');
registerServiceWorker();

// The page's controls are ready. Scripts written for earlier releases, which hydrated the whole page,
// waited for React's mark on #root: it is set here, where the page is as ready as hydration made it.
document.documentElement.dataset.site = 'ready';
const root = document.getElementById('root');
if (root) Object.assign(root, { __reactContainer$site: true });
