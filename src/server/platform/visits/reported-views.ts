import dgram from 'node:dgram';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { COUNTED_BY_MIRROR_HEADER, type ViewedRequest } from './page-view';

// Page views reported by the shipped nginx (deploy/nginx/school-website-proxy.conf), one UDP datagram
// per possible page view, including those nginx answers from its cache, which never reach the site
// (docs/decisions/032-visit-counts.md). A datagram costs nginx one send and the site a map increment;
// the copy of each request it replaced cost the site a whole request and held nginx's connection
// until the site answered (docs/decisions/017-public-page-caching.md has the figures).
//
// The site still decides what is a visit as it does for a request: identical reports are gathered for
// VISIT_REPORT_BATCH_MS, then each address is asked of the site once (`statusOf`, not counted) and the
// reports are counted with that status by the usual rules (page-view.ts).

/** How long identical reports are gathered before they are counted, in one go. */
export const VISIT_REPORT_BATCH_MS = 1000;
/** A larger datagram is not nginx's (its syslog lines stop well below). */
export const MAX_REPORT_BYTES = 4096;
/** The most distinct reports held in a batch; past it, new ones are dropped (made-up ones cannot grow the process). */
export const MAX_PENDING_REPORTS = 5000;

/** The request headers a report carries (the log_format of school-website-cache.conf): what page-view.ts reads. */
const REPORTED_HEADERS: readonly (readonly [field: string, header: string])[] = [
  ['host', 'host'],
  ['agent', 'user-agent'],
  ['referer', 'referer'],
  ['secPurpose', 'sec-purpose'],
  ['purpose', 'purpose'],
  ['xPurpose', 'x-purpose'],
  ['xMoz', 'x-moz'],
];

export interface ReportedView {
  /** The address as the visitor asked for it, query included. */
  uri: string;
  headers: IncomingHttpHeaders;
}

/**
 * The view a datagram reports, or null for anything else. nginx sends a syslog line,
 * `<190>Nov 27 10:00:00 school_website: {"uri":"/about",...}`, whose message is JSON (escape=json).
 */
export function reportedViewOf(datagram: string): ReportedView | null {
  const at = datagram.indexOf('{');
  if (at === -1) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(datagram.slice(at));
  } catch {
    return null;
  }
  if (typeof fields !== 'object' || fields === null) return null;
  const record = fields as Record<string, unknown>;
  const uri = record.uri;
  if (typeof uri !== 'string' || !uri.startsWith('/')) return null;
  const headers: IncomingHttpHeaders = {};
  for (const [field, header] of REPORTED_HEADERS) {
    const value = record[field];
    if (typeof value === 'string' && value !== '') headers[header] = value;
  }
  return { uri, headers };
}

export interface ReportedViewsOptions {
  /** The site's own port: nginx sends to the address of its upstream, over UDP. */
  port: number;
  host: string;
  /** The status the site answers a GET of the address with, without counting it. */
  statusOf: (view: ReportedView) => Promise<number>;
  /** Counts `views` identical views of a page answered `status` (VisitCounter.count). */
  count: (req: ViewedRequest, status: number, views: number) => void;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

export interface ReportedViewsListener {
  /** Counts what is pending, then stops listening. */
  close: () => Promise<void>;
}

/**
 * Listens for nginx's reports on UDP `host`:`port`. A port already taken is logged, not fatal: the
 * site runs, and only the views nginx answers from its cache go uncounted.
 */
export async function listenForReportedViews(opts: ReportedViewsOptions): Promise<ReportedViewsListener> {
  let pending = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let counting: Promise<void> = Promise.resolve();

  const countBatch = async (batch: Map<string, number>) => {
    // One question per address and batch: the same page, reported by many visitors, is answered once.
    const statuses = new Map<string, Promise<number>>();
    for (const [line, views] of batch) {
      const view = reportedViewOf(line);
      if (!view) continue;
      try {
        let status = statuses.get(view.uri);
        if (!status) {
          status = opts.statusOf(view);
          statuses.set(view.uri, status);
        }
        opts.count({ method: 'GET', url: view.uri, headers: view.headers }, await status, views);
      } catch (error) {
        opts.log.error({ err: { message: (error as Error).message } }, 'visits: reported views were not counted');
      }
    }
  };
  const takeBatch = () => {
    timer = null;
    const batch = pending;
    pending = new Map();
    counting = counting.then(() => countBatch(batch));
    return counting;
  };

  const socket = dgram.createSocket('udp4');
  socket.on('message', (message) => {
    if (message.length > MAX_REPORT_BYTES) return;
    // The raw line is the key: identical reports (one page, one browser, one referrer) cost an increment.
    const line = message.toString('utf8');
    const views = pending.get(line);
    if (views !== undefined) pending.set(line, views + 1);
    else if (pending.size < MAX_PENDING_REPORTS) pending.set(line, 1);
    timer ??= setTimeout(takeBatch, VISIT_REPORT_BATCH_MS);
  });
  const listening = await new Promise<boolean>((resolve) => {
    const refused = (error: Error) => {
      opts.log.warn(
        { err: { message: error.message } },
        `visits: cannot listen on udp ${opts.host}:${opts.port}; pages nginx answers from its cache are not counted`,
      );
      resolve(false);
    };
    socket.once('error', refused);
    socket.bind(opts.port, opts.host, () => {
      socket.off('error', refused);
      resolve(true);
    });
  });
  if (!listening) {
    socket.close();
    return { close: async () => {} };
  }
  socket.on('error', (error) => opts.log.error({ err: { message: error.message } }, 'visits: report socket failed'));
  return {
    close: async () => {
      await new Promise<void>((resolve) => socket.close(() => resolve()));
      if (timer) clearTimeout(timer);
      await takeBatch();
    },
  };
}

/**
 * The site's own listener (main.ts starts it once listening): each reported address is asked of the
 * app as a request (Fastify's inject) marked as counted, so it is answered as the visitor was, page
 * cache and all, and not counted there; the reports are counted with that status.
 */
export function listenForSiteReports(app: FastifyInstance, port: number): Promise<ReportedViewsListener> {
  return listenForReportedViews({
    host: '127.0.0.1',
    port,
    statusOf: async ({ uri, headers }) => {
      const res = await app.inject({
        method: 'GET',
        url: uri,
        headers: { ...(headers.host ? { host: headers.host } : {}), [COUNTED_BY_MIRROR_HEADER]: '1' },
      });
      return res.statusCode;
    },
    count: (req, status, views) => app.svc.visits.count(req, status, views),
    log: app.log,
  });
}
