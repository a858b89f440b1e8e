import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_WIDTHS } from '../../../shared/constants';
import { ORPHAN_PAGE_PHOTO_MS } from '../../../shared/page-content/pages';
import type { ServiceContext } from '../../context';
import { pageDocuments, pageVersions } from '../../db/schema';
import { dailyJob, type TimedJob } from '../../platform/jobs';

// The photos the office uploads in the page editor (media folder 'pages'), and the daily job that
// deletes the ones nothing names (docs/decisions/047-page-editor-structure.md). A photo is kept
// while a draft, the live page or any kept version names it, so restoring a version always finds
// its pictures; one that nothing names is deleted once a day has passed since it was uploaded or
// last seen named. A file's modification time holds that instant, set from the services' clock.

const FOLDER = 'pages';
const KEY_IN_TEXT = /pages\/[a-f0-9]{32}/g;
const FILE = /^([a-f0-9]{32})-\d{2,4}\.webp$/;

/** The job's hour of school time: after the backup (2:00) and the retention job (3:00) by default. */
export const PAGE_PHOTOS_HOUR = 4;

/** The files of a photo key ('pages/3f9c…'), one per stored width. */
function filesOf(svc: ServiceContext, key: string): string[] {
  return IMAGE_WIDTHS.map((w) => path.join(svc.media.root, `${key}-${w}.webp`));
}

/** Dates a photo's files at `at` (an upload, or a run that found it named). */
function stamp(svc: ServiceContext, key: string, at: Date): void {
  for (const file of filesOf(svc, key)) {
    try {
      fs.utimesSync(file, at, at);
    } catch {
      // A width missing (removed by hand) changes nothing: the others carry the date.
    }
  }
}

/** Dates a photo just uploaded by the services' clock, so its day is counted from the upload. */
export function stampUploadedPhoto(svc: ServiceContext, key: string): void {
  stamp(svc, key, svc.now());
}

/** Every photo key a draft, a live page or a kept version names. */
export function namedPagePhotos(svc: ServiceContext): Set<string> {
  const named = new Set<string>();
  const add = (json: string | null) => {
    for (const key of json?.match(KEY_IN_TEXT) ?? []) named.add(key);
  };
  for (const row of svc.db
    .select({ published: pageDocuments.published, draft: pageDocuments.draft })
    .from(pageDocuments)
    .all()) {
    add(row.published);
    add(row.draft);
  }
  for (const row of svc.db.select({ document: pageVersions.document }).from(pageVersions).all()) add(row.document);
  return named;
}

/** The photos on disk in the pages folder: each key and the latest date of its files. */
function storedPagePhotos(svc: ServiceContext): Map<string, number> {
  const stored = new Map<string, number>();
  let names: string[];
  try {
    names = fs.readdirSync(path.join(svc.media.root, FOLDER));
  } catch {
    return stored; // No photo uploaded yet.
  }
  for (const name of names) {
    const hex = FILE.exec(name)?.[1];
    if (!hex) continue;
    const key = `${FOLDER}/${hex}`;
    const at = fs.statSync(path.join(svc.media.root, FOLDER, name)).mtimeMs;
    stored.set(key, Math.max(stored.get(key) ?? 0, at));
  }
  return stored;
}

/**
 * Deletes every photo of the pages folder that nothing names and that was uploaded (or last seen
 * named) over ORPHAN_PAGE_PHOTO_MS ago; dates the named ones now. The files are listed and the
 * documents read in one turn of the event loop, so no save comes between them. Returns the deleted keys.
 */
export async function removeOrphanPagePhotos(svc: ServiceContext): Promise<string[]> {
  const now = svc.now();
  const stored = storedPagePhotos(svc);
  const named = namedPagePhotos(svc);
  const orphans: string[] = [];
  for (const [key, at] of stored) {
    if (named.has(key)) stamp(svc, key, now);
    else if (now.getTime() - at > ORPHAN_PAGE_PHOTO_MS) orphans.push(key);
  }
  for (const key of orphans) await svc.media.remove(key);
  if (orphans.length > 0) svc.log.info({ removed: orphans.length }, 'page photos: removed photos no page names');
  return orphans;
}

/** The daily job. */
export function createPagePhotosJob(svc: ServiceContext, opts: { clock?: () => Date } = {}): TimedJob {
  return dailyJob({
    name: 'page-photos',
    log: svc.log,
    hour: PAGE_PHOTOS_HOUR,
    clock: opts.clock,
    run: () => removeOrphanPagePhotos(svc),
  });
}
