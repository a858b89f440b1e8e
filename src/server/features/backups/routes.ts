import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_FILES_PATH, BACKUP_FILES_PATH } from '../../../shared/paths';
import type { ServiceContext } from '../../context';
import { allowStaffFile } from '../../http/staff-files';
import { ARCHIVE_PATTERN } from '../../platform/backups/create';
import { NO_STORE } from '../../ssr/cache-policy';

// The dashboard's backup downloads (docs/decisions/015-backups.md): an archive of DATA_DIR/backups,
// streamed from disk to a signed-in administrator. A plain route, since tRPC cannot stream a file.
// Every archive holds the parents' enquiries and applications: nothing is cached on the way, and an
// address names nothing but a finished archive of that one folder.

function notFound(reply: FastifyReply) {
  return reply.status(404).header('Cache-Control', NO_STORE).type('text/plain; charset=utf-8').send('Not found');
}

/** The archive's open file and its size, or null when the name is not a finished archive in the folder. */
async function openArchive(folder: string, name: string): Promise<{ handle: fsp.FileHandle; size: number } | null> {
  // The archives' own names only: no separators, no dots but the suffix's, nothing half-written.
  if (!ARCHIVE_PATTERN.test(name)) return null;
  const file = path.resolve(folder, name);
  if (path.dirname(file) !== path.resolve(folder)) return null;
  let handle: fsp.FileHandle;
  try {
    // Never through a link: the archive itself, or nothing.
    handle = await fsp.open(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
  } catch {
    return null;
  }
  const stat = await handle.stat();
  if (stat.isFile()) return { handle, size: stat.size };
  await handle.close();
  return null;
}

export async function backupFilesPlugin(app: FastifyInstance, opts: { svc: ServiceContext }) {
  const { svc } = opts;

  const download = async (req: FastifyRequest, reply: FastifyReply) => {
    // The backups' own permission, as their procedures check it, before anything about the name is said.
    if (!allowStaffFile(svc, req, reply, 'settings')) return reply;
    const { name } = req.params as { name: string };
    const archive = await openArchive(svc.backups.folder, name);
    if (!archive) return notFound(reply);
    // The size and the bytes of one open file: an archive pruned meanwhile is still read whole.
    const { handle, size } = archive;
    reply
      .header('Content-Type', 'application/gzip')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Content-Length', String(size))
      .header('Cache-Control', NO_STORE)
      // nginx passes the stream on as it comes instead of spooling the archive to its own disk first.
      .header('X-Accel-Buffering', 'no');
    if (req.method === 'HEAD') {
      await handle.close();
      return reply.send();
    }
    return reply.send(handle.createReadStream());
  };

  // Already gzip: never compressed again, and Content-Length stays the file's size.
  app.route({ method: ['GET', 'HEAD'], url: `${BACKUP_FILES_PATH}/:name`, compress: false, handler: download });
  // Any other address under the prefix (a second segment, an empty name) names no file.
  app.route({ method: ['GET', 'HEAD'], url: `${ADMIN_FILES_PATH}/*`, handler: (_req, reply) => notFound(reply) });
}
