import {
  KEPT_PAGE_KEYS,
  NEWER_PAGE_MESSAGES,
  OFFLINE_NETWORK_TIMEOUT_MS,
  OFFLINE_PATH,
  SERVICE_WORKER_PATH,
} from '../../../shared/content/offline-words';
import { PATHS, PREFIXED_LANGUAGES } from '../../../shared/paths';
import WORKER_SOURCE from './sw.js?raw';

// The worker's text (docs/decisions/040-offline.md): sw.js, a plain script the browser
// runs as it is, after the facts it needs from the server, made once per release. A new release is new
// text, which the browser notices (it checks /sw.js on navigations) and installs.

/** Every cache this worker makes starts with this; an older release's is deleted on activate. */
export const PAGE_CACHE_PREFIX = 'school-pages-';

/**
 * Never answered by the worker, never kept: the dashboard and its files, the API, and the lookups that
 * answer a parent's or a school's own question (a certificate, an application's status, a search), in
 * every language: the worker matches them on the address without its language's prefix
 * ('/mr/tc-verification' is '/tc-verification').
 */
export const NEVER_KEPT_PATHS = ['/admin', '/trpc', PATHS.tcVerification, PATHS.admissionStatus, PATHS.search] as const;

/** What the worker is told: the facts above, in one object before its text. */
export function workerConfig(release: string) {
  return {
    release,
    cachePrefix: PAGE_CACHE_PREFIX,
    keep: [OFFLINE_PATH, ...KEPT_PAGE_KEYS.map((key) => PATHS[key])],
    offlinePath: OFFLINE_PATH,
    timeoutMs: OFFLINE_NETWORK_TIMEOUT_MS,
    neverPaths: NEVER_KEPT_PATHS,
    languages: PREFIXED_LANGUAGES,
    messages: NEWER_PAGE_MESSAGES,
  };
}

/** The text served at SERVICE_WORKER_PATH for this release. */
export function serviceWorkerScript(release: string): string {
  return `// ${SERVICE_WORKER_PATH} of release ${release}\nconst OFFLINE_CONFIG = ${JSON.stringify(workerConfig(release))};\n${WORKER_SOURCE}`;
}
