import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { IMAGE_WIDTHS } from '../../../shared/constants';
import { NOTICE_CATEGORY_LABELS, NOTICES_FEED_PATH, NOTICES_PATH, noticePath } from '../../../shared/notices';
import { PAGES } from '../../../shared/paths';
import type { ServiceContext } from '../../context';
import { escapeXml } from '../../lib/escape';
import { contentDisposition } from '../../lib/files';
import { getSettings } from '../../platform/settings';
import { PRIVATE_NO_STORE, PUBLIC_PAGE_CACHE, REVALIDATE } from '../../ssr/cache-policy';
import { requestAccess } from '../../trpc/context';
import { attachmentFilePath, NOTICE_IMAGE_DOWNLOAD_WIDTH } from './files';
import { attachmentForDownload, feedNotices } from './service';

// The notices' plain routes: the RSS feed and the attachments (tRPC cannot stream a file).

/** RSS 2.0 of the newest visible notices, with absolute links from SITE_URL. */
export function noticesFeed(svc: ServiceContext): string {
  const site = svc.config.siteUrl;
  const settings = getSettings(svc);
  const items = feedNotices(svc)
    .map((n) => {
      const link = `${site}${noticePath(n.slug)}`;
      return [
        '    <item>',
        `      <title>${escapeXml(n.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <category>${escapeXml(NOTICE_CATEGORY_LABELS[n.category] ?? n.category)}</category>`,
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
    `    <title>${escapeXml(`${settings.schoolName}: Notices`)}</title>`,
    `    <link>${escapeXml(`${site}${NOTICES_PATH}`)}</link>`,
    `    <description>${escapeXml(PAGES.notices.description)}</description>`,
    '    <language>en-in</language>',
    `    <atom:link href="${escapeXml(`${site}${NOTICES_FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
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

  app.get(NOTICES_FEED_PATH, async (_req, reply) =>
    reply.header('Cache-Control', PUBLIC_PAGE_CACHE).type('application/rss+xml; charset=utf-8').send(noticesFeed(svc)),
  );

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
