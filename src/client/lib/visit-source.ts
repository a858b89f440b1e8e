import type { SourceValues } from '../../shared/schemas/source';

// Where the family came from, taken once from the first page of the visit (its utm values, the host
// of the site that linked to it and its path) and kept for the visit in sessionStorage, so an enquiry
// sent pages later still says how the family arrived. Never the referrer's full address; nothing
// typed. The forms send it in hidden fields (src/shared/schemas/source.ts checks it again).

const STORAGE_KEY = 'visit-source';

/** Remembers the landing page's source, unless this visit already has one. */
export function rememberVisitSource(): void {
  try {
    if (sessionStorage.getItem(STORAGE_KEY)) return;
    const query = new URLSearchParams(window.location.search);
    let referrerHost = '';
    if (document.referrer) {
      const host = new URL(document.referrer).hostname.toLowerCase();
      if (host !== window.location.hostname.toLowerCase()) referrerHost = host;
    }
    const source: SourceValues = {
      utmSource: query.get('utm_source') ?? '',
      utmMedium: query.get('utm_medium') ?? '',
      utmCampaign: query.get('utm_campaign') ?? '',
      referrerHost,
      landingPath: window.location.pathname,
    };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(source));
  } catch {
    // Storage refused (private mode, quota) or a referrer that is not a URL: nothing is remembered.
  }
}

/** The visit's source, or nothing (the server then reads the form page's own address). */
export function visitSource(): SourceValues {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const out: SourceValues = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string') out[key as keyof SourceValues] = value;
    }
    return out;
  } catch {
    return {};
  }
}
