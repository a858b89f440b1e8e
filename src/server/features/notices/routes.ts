import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { IMAGE_WIDTHS } from '../../../shared/constants';
import { NOTICES_FEED_PATH, NOTICES_PATH, noticePath } from '../../../shared/notices';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode, pathInLanguage } from '../../../shared/paths';
import { fill } from '../../../shared/words/fill';
import { pageWordsFor } from '../../../shared/words/pages';
import type { ServiceContext } from '../../context';
import { escapeXml } from '../../lib/escape';
import { contentDisposition } from '../../lib/files';
import { getSettings } from '../../platform/settings';
import { PRIVATE_NO_STORE, PUBLIC_PAGE_CACHE, REVALIDATE } from '../../ssr/cache-policy';
import { requestAccess } from '../../trpc/context';
import { attachmentFilePath, NOTICE_IMAGE_DOWNLOAD_WIDTH } from './files';
import { attachmentForDownload, feedNotices } from './service';

// The notices' plain routes: the RSS feed and the attachments (tRPC cannot stream a file).

/** The feed's `<language>`: English's as it always was (India's English), else the language's code. */
const feedLanguage = (lang: LanguageCode) => (lang === DEFAULT_LANGUAGE ? 'en-in' : lang);

/**
 * RSS 2.0 of the newest visible notices, with absolute links from SITE_URL, in a language: its
 * `<language>`, its title and categories in that language's words, its links to that language's pages
 * (the notices' own words come from `feedNotices`, which takes the language).
 */
export function noticesFeed(svc: ServiceContext, lang: LanguageCode = DEFAULT_LANGUAGE): string {
  const site = svc.config.siteUrl;
  const settings = getSettings(svc);
  const words = pageWordsFor(lang);
  const items = feedNotices(svc, lang)
    .map((n) => {
      const link = `${site}${pathInLanguage(noticePath(n.slug), lang)}`;
      return [
        '    <item>',
        `      <title>${escapeXml(n.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <category>${escapeXml(words.notices.categories[n.category] ?? n.category)}</category>`,
        `      <pubDate>${n.publishedAt.toUTCString()}</pubDate>`,
        `      <description>${escapeXml(n.html)}</description>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(fill(words.notices.feedTitle, { school: settings.schoolName }))}</title>`,
    `    <link>${escapeXml(`${site}${pathInLanguage(NOTICES_PATH, lang)}`)}</link>`,
    `    <description>${escapeXml(words.titles.notices.description)}</description>`,
    `    <language>${feedLanguage(lang)}</language>`,
    `    <atom:link href="${escapeXml(`${site}${pathInLanguage(NOTICES_FEED_PATH, lang)}`)}" rel="self" type="application/rss+xml"/>`,
    items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

function notFound(reply: FastifyReply) {
  return reply.status(404).header('Cache-Control', REVALIDATE).type('text/plain; charset=utf-8').send('Not found');
}

export async function noticesRoutesPlugin(app: FastifyInstance, opts: { svc: ServiceContext }) {
  const { svc } = opts;

  // Each language's feed at its own address ('/mr/notices/feed.xml').
  for (const { code: lang } of LANGUAGES) {
    app.get(pathInLanguage(NOTICES_FEED_PATH, lang), async (_req, reply) =>
      reply
        .header('Cache-Control', PUBLIC_PAGE_CACHE)
        .type('application/rss+xml; charset=utf-8')
        .send(noticesFeed(svc, lang)),
    );
  }

  // A visitor gets a file only while its notice is visible; staff who read content always (the
  // dashboard's preview of a draft or scheduled notice), never from a shared cache.
  app.get<{ Params: { slug: string; id: string }; Querystring: { w?: string } }>(
    `${NOTICES_PATH}/:slug/files/:id`,
    async (req, reply) => {
      const { slug, id } = req.params;
      if (!/^[a-z0-9-]{1,80}$/.test(slug) || !/^[1-9]\d{0,9}$/.test(id)) return notFound(reply);
      // Staff who may read the site content see a draft's files; anyone else only a visible notice's.
      const isAdmin = requestAccess(svc, req, 'content', 'read') === 'allowed';
      const attachment = attachmentForDownload(svc, slug, Number(id), isAdmin);
      if (!attachment) return notFound(reply);
      const width = attachment.kind === 'image' ? Number(req.query.w ?? NOTICE_IMAGE_DOWNLOAD_WIDTH) : undefined;
      if (width !== undefined && !(IMAGE_WIDTHS as readonly number[]).includes(width)) return notFound(reply);
      const file = attachmentFilePath(svc.media, attachment.file, width);
      if (!file || !fs.existsSync(file)) return notFound(reply);
      const name =
        attachment.kind === 'image' ? `${attachment.name.replace(/\.[a-z0-9]{1,5}$/i, '')}.webp` : attachment.name;
      return reply
        .header('Content-Type', attachment.kind === 'pdf' ? 'application/pdf' : 'image/webp')
        .header('Content-Disposition', contentDisposition('inline', name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', isAdmin ? PRIVATE_NO_STORE : PUBLIC_PAGE_CACHE)
        .send(fs.createReadStream(file));
    },
  );
}
