import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';
import { REFERRER_HOST_MAX_CHARS, UTM_MAX_CHARS, VISIT_PATH_MAX_CHARS } from '../../../shared/content/visits';

// What one page view is counted as (docs/decisions/032-visit-counts.md): the page's path, the host of
// another site that linked to it, and the three utm values of its address. Nothing else of the request
// is kept: not its address, its user agent (read only to leave robots out), the referrer's path or
// query, nor any other query parameter.

/** The dimensions of one count. '' where absent. */
export interface VisitKey {
  path: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

/**
 * Set by the shipped nginx on the page requests it passes on, whose visit its mirror counts
 * (deploy/nginx/school-website-proxy.conf): a view answered from nginx's cache never reaches the site,
 * so nginx sends every page view once more, to be counted, and marks the original so it is not counted twice.
 */
export const COUNTED_BY_MIRROR_HEADER = 'x-visit-counted-by-mirror';

/** A request as the counter reads it: Node's IncomingMessage fits. */
export interface ViewedRequest {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}

const header = (headers: IncomingHttpHeaders, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/**
 * isbot's verdict per user agent, remembered: its pattern costs about 10 µs a call, a tenth of a cached
 * page's whole answer (docs/decisions/027-page-cache-fast-path.md), and visitors' browsers repeat a few
 * hundred user agents. Emptied when full, so a crawler making up user agents cannot grow it.
 */
const botVerdicts = new Map<string, boolean>();
const MAX_REMEMBERED_AGENTS = 1000;

function isRobot(userAgent: string): boolean {
  let verdict = botVerdicts.get(userAgent);
  if (verdict === undefined) {
    verdict = isbot(userAgent);
    if (botVerdicts.size >= MAX_REMEMBERED_AGENTS) botVerdicts.clear();
    botVerdicts.set(userAgent, verdict);
  }
  return verdict;
}

/** A prefetch or prerender the browser makes on its own (speculation rules, link prefetch): not a view. */
function isPrefetch(headers: IncomingHttpHeaders): boolean {
  const purpose = `${header(headers, 'sec-purpose')} ${header(headers, 'purpose')} ${header(headers, 'x-purpose')} ${header(headers, 'x-moz')}`;
  return /prefetch|prerender|preview/i.test(purpose);
}

/** A utm value as kept: control characters removed, trimmed, lower-case, at most UTM_MAX_CHARS. */
export function cleanUtm(value: string | null): string {
  if (!value) return '';
  return value
    .replace(/\p{Cc}/gu, '')
    .trim()
    .toLowerCase()
    .slice(0, UTM_MAX_CHARS)
    .trim();
}

/**
 * The host of the page that linked here, lower-case, when it is another site: '' for none, for this
 * site itself (SITE_URL's host or the host the request was sent to), or for anything not http(s).
 */
export function referrerHostOf(referrer: string, ownHosts: readonly string[]): string {
  if (!referrer) return '';
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  const host = url.hostname.toLowerCase();
  if (!host || host.length > REFERRER_HOST_MAX_CHARS || ownHosts.includes(host)) return '';
  return host;
}

/** The host name alone ('school.example.org') of a Host header or SITE_URL, lower-case. */
export function hostName(hostOrUrl: string): string {
  try {
    return new URL(hostOrUrl.includes('://') ? hostOrUrl : `http://${hostOrUrl}`).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/**
 * What a request for a public page counts as, or null when it is not a visit: anything but a GET (a
 * HEAD, a form's POST), a page that is not there (any status but 200; its 304 is a browser showing a
 * page it holds, so it counts), the dashboard, a prefetch, a robot or a request without a user agent,
 * and a request whose view nginx's mirror counts. The callers pass only page answers (never a file, a
 * feed, the API or /healthz).
 */
export function pageViewOf(req: ViewedRequest, pageStatus: number, siteHost: string): VisitKey | null {
  if (req.method !== 'GET' || pageStatus !== 200) return null;
  const { headers } = req;
  if (headers[COUNTED_BY_MIRROR_HEADER] !== undefined) return null;
  const userAgent = header(headers, 'user-agent');
  if (!userAgent || isRobot(userAgent) || isPrefetch(headers)) return null;
  const raw = req.url ?? '';
  const queryAt = raw.indexOf('?');
  const path = queryAt === -1 ? raw : raw.slice(0, queryAt);
  if (!path.startsWith('/') || path.length > VISIT_PATH_MAX_CHARS || /^\/admin(\/|$)/.test(path)) return null;
  const query = queryAt === -1 ? null : new URLSearchParams(raw.slice(queryAt + 1));
  const ownHosts = [siteHost, hostName(header(headers, 'host'))].filter(Boolean);
  return {
    path,
    referrerHost: referrerHostOf(header(headers, 'referer'), ownHosts),
    utmSource: cleanUtm(query?.get('utm_source') ?? null),
    utmMedium: cleanUtm(query?.get('utm_medium') ?? null),
    utmCampaign: cleanUtm(query?.get('utm_campaign') ?? null),
  };
}
