import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isEventCategory } from '../../../shared/calendar';
import { LANGUAGES, PATHS, pathInLanguage } from '../../../shared/paths';
import type { ServiceContext } from '../../context';
import { FEED_CACHE, representationHeaders, sendCompressed } from '../../ssr/cache-policy';
import { type CachedPage, compressPage, type PageCache } from '../../ssr/page-cache';

// The school calendar's iCalendar files (docs/decisions/020-calendar-and-ical.md): /calendar.ics (and
// ?category=exam), the feed parents subscribe to, and /calendar/<uid>.ics, one event to add. The
// feeds' bytes are kept in the page cache beside the pages, so every change to content or settings
// (the school's name, its time zone) drops them too, and they are compressed once, with an ETag.

const CONTENT_TYPE = 'text/calendar; charset=utf-8';

/**
 * The files' maker and its library (ical-generator), loaded when the first file is made, not at start:
 * most of a day no calendar app asks (docs/decisions/024-memory-budget.md).
 */
let feedModule: Promise<typeof import('./feed')> | undefined;
const loadFeed = () => {
  feedModule ??= import('./feed');
  return feedModule;
};
const UID = /^([0-9a-z-]{1,64})\.ics$/;

export interface CalendarFeedOptions {
  svc: ServiceContext;
  cache: PageCache;
}

/** A file name from an event's title: 'parent-teacher-meeting.ics'. */
const fileName = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'event'
  }.ics`;

export async function calendarFeedPlugin(app: FastifyInstance, opts: CalendarFeedOptions) {
  const { svc, cache } = opts;

  function send(req: FastifyRequest, reply: FastifyReply, file: CachedPage, disposition?: string) {
    return sendCompressed(req, reply, file, (encoding) => ({
      ...representationHeaders(file, encoding, CONTENT_TYPE, FEED_CACHE),
      ...(disposition ? { 'content-disposition': disposition } : {}),
    }));
  }

  /** The cached bytes of a key, made by `make` once per change of content or settings. */
  function cached(key: string, make: () => string): CachedPage {
    const hit = cache.get(key);
    if (hit) return hit;
    const version = cache.version;
    return cache.set(key, 200, make(), version);
  }

  // Each language's files at its own addresses ('/mr/calendar.ics', '/mr/calendar/<uid>.ics'): the
  // categories' names and the links in them are that language's.
  for (const { code: lang } of LANGUAGES) {
    const feedPath = pathInLanguage('/calendar.ics', lang);
    app.get(feedPath, { compress: false }, async (req, reply) => {
      const raw = (req.query as Record<string, unknown>).category;
      const category = isEventCategory(raw) ? raw : undefined;
      if (raw !== undefined && !category)
        return reply.status(404).type('text/plain; charset=utf-8').send('No such category');
      const key = `feed:${feedPath}${category ? `?category=${category}` : ''}`;
      const { calendarFeed } = await loadFeed();
      return send(
        req,
        reply,
        cached(key, () => calendarFeed(svc, category, lang)),
      );
    });

    app.get(`${pathInLanguage(PATHS.calendar, lang)}/:file`, { compress: false }, async (req, reply) => {
      const match = UID.exec((req.params as { file: string }).file);
      const uid = match?.[1];
      const file = uid ? (await loadFeed()).eventFile(svc, uid, lang) : null;
      if (!uid || !file) return reply.status(404).type('text/plain; charset=utf-8').send('No such event');
      // Made on each request (one event is small); the feeds are what calendar apps poll.
      return send(req, reply, compressPage(200, file.ics), `attachment; filename="${fileName(file.title)}"`);
    });
  }
}
