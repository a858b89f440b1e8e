import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { DISCLOSURE_PATH } from '../../../shared/disclosure';
import type { ServiceContext } from '../../context';
import { contentDisposition } from '../../lib/files';
import { PUBLIC_PAGE_CACHE, REVALIDATE } from '../../ssr/cache-policy';
import { documentForDownload } from './service';

// The disclosure's documents (tRPC cannot stream a file): each by its campus and id, while its row
// points to a file that exists, as a PDF with the name the office gave it.

export async function disclosureRoutesPlugin(app: FastifyInstance, opts: { svc: ServiceContext }) {
  const { svc } = opts;
  app.get<{ Params: { campus: string; id: string } }>(
    `${DISCLOSURE_PATH}/:campus/documents/:id`,
    async (req, reply) => {
      const { campus, id } = req.params;
      const doc =
        /^[a-z0-9-]{1,60}$/.test(campus) && /^[1-9]\d{0,9}$/.test(id)
          ? documentForDownload(svc, campus, Number(id))
          : null;
      if (!doc)
        return reply
          .status(404)
          .header('Cache-Control', REVALIDATE)
          .type('text/plain; charset=utf-8')
          .send('Not found');
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition('inline', doc.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', PUBLIC_PAGE_CACHE)
        .send(fs.createReadStream(doc.path));
    },
  );
}
