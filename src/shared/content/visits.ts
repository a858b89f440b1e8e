// Visit counts kept by the site itself (docs/decisions/032-visit-counts.md): the facts both the server
// and the dashboard read, and every sentence the dashboard's Visits section and the privacy notice show.

/** How long the daily counts are kept; older days are deleted. */
export const VISIT_RETENTION_MONTHS = 24;
/** The days the dashboard's Visits section shows, today included. */
export const VISIT_SUMMARY_DAYS = 30;
/** How often the counts held in memory are written to the database (and at shutdown): what a crash can lose. */
export const VISIT_FLUSH_MS = 60_000;
/** The longest utm value kept; a longer one is cut. */
export const UTM_MAX_CHARS = 100;
/** The longest page path counted; a longer address is not a page of this site. */
export const VISIT_PATH_MAX_CHARS = 200;
/** The longest referring host kept (the longest DNS name). */
export const REFERRER_HOST_MAX_CHARS = 253;
/** Rows shown in the top referrers, campaigns and sources tables. */
export const VISIT_TOP_ROWS = 20;
/** The source of a visit with neither a utm_source nor another site that linked to it. */
export const DIRECT_SOURCE = '(direct)';

/** The sentence of the privacy notice that says what is counted. */
export const VISITS_PRIVACY_SENTENCE =
  'We count visits to each page per day, with the site that linked to us and the campaign in the address, to learn what families read. We set no cookie for this and store no address or anything that identifies you.';

export const VISITS_WORDS = {
  title: 'Visits',
  description: `Page views of the public site in the last ${VISIT_SUMMARY_DAYS} days, counted by the site itself: per page, the site that linked to it and the campaign in its address. No cookie, no address, nothing that tells one visitor from another; search engines and other robots are not counted.`,
  loading: 'Loading the visit counts...',
  error: 'Error loading the visit counts',
  empty: 'No visits counted yet',
  emptyDetail: 'Views of the public pages appear here within a minute.',
  total: 'Visits',
  enquiries: 'Enquiries',
  perHundred: 'Enquiries per 100 visits',
  noRate: '—',
  pagesCaption: `Visits per page, last ${VISIT_SUMMARY_DAYS} days`,
  referrersCaption: 'Top referring sites',
  referrersEmpty: 'No other site has linked to a visit yet.',
  campaignsCaption: 'Top campaigns',
  campaignsEmpty: 'No visit came from a link with a campaign (utm_source, utm_medium, utm_campaign) yet.',
  sourcesCaption: 'Visits and enquiries by source',
  sourcesPending:
    'Enquiries do not yet record where the family came from, so enquiries per 100 visits is shown for the whole site only. The visits by source are below.',
  sourcesCaptionVisitsOnly: 'Visits by source',
  columns: {
    page: 'Page',
    visits: 'Visits',
    site: 'Site',
    source: 'Source',
    medium: 'Medium',
    campaign: 'Campaign',
    enquiries: 'Enquiries',
    perHundred: 'Per 100 visits',
  },
  none: '(none)',
  direct: 'Direct, or a site that sends no referrer',
  retention: `Daily counts are kept for ${VISIT_RETENTION_MONTHS} months, then deleted.`,
} as const;
