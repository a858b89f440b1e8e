import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runImageJob } from '../../src/server/lib/images/image-jobs';
import { MediaStore } from '../../src/server/lib/images/media-store';
import { IMAGE_WIDTHS } from '../../src/shared/constants';
import { jpeg, twelveMegapixelJpeg } from '../fixtures/images';

// Image work runs in a child process that ends once no job waits (docs/decisions/049-photos-in-a-worker.md):
// read from /proc, the processes this test process has started.

/** The image workers running now, children of this process. */
function workers(): number[] {
  return fs
    .readdirSync(`/proc/${process.pid}/task`)
    .flatMap((task) => fs.readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
    .filter(Boolean)
    .map(Number)
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('image-worker');
      } catch {
        return false;
      }
    });
}
const noWorkerLeft = () => vi.waitFor(() => expect(workers()).toEqual([]), { timeout: 10_000, interval: 20 });

let dir: string;
let media: MediaStore;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-image-worker-'));
  media = new MediaStore(dir);
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the image worker', () => {
  it('stores an upload and then ends', async () => {
    const key = await media.storeUpload('slides', await jpeg(1200, 900));
    for (const w of IMAGE_WIDTHS) expect(fs.existsSync(path.join(media.root, `${key}-${w}.webp`))).toBe(true);
    await noWorkerLeft();
  });

  it('takes parallel uploads one at a time in one worker, and every one is stored', async () => {
    const photo = await jpeg(2000, 1500);
    const seen = new Set<number>();
    let most = 0;
    const watch = setInterval(() => {
      const now = workers();
      for (const pid of now) seen.add(pid);
      most = Math.max(most, now.length);
    }, 5);
    try {
      const keys = await Promise.all([1, 2, 3].map(() => media.storeUpload('photos', photo)));
      expect(new Set(keys).size).toBe(3);
      for (const key of keys) expect(fs.existsSync(path.join(media.root, `${key}-1600.webp`))).toBe(true);
    } finally {
      clearInterval(watch);
    }
    expect(most).toBe(1);
    expect(seen.size).toBe(1);
    await noWorkerLeft();
  }, 60_000);

  it("passes a failed write's code to the caller and leaves no part of the image behind", async () => {
    const folder = path.join(dir, 'missing-folder');
    const files = [1600, 480].map((width) => ({
      width,
      path: path.join(folder, `x-${width}.webp`),
      effort: 4,
      quality: 78,
    }));
    await expect(
      runImageJob({ kind: 'store', input: await jpeg(), check: null, maxPixels: 50_000_000, files }),
    ).rejects.toMatchObject({ code: 'ENOENT', syscall: 'open' });
    expect(fs.existsSync(folder)).toBe(false);
    await noWorkerLeft();
  });

  it('refuses a damaged image with the upload message, and the next job gets a new worker when one dies', async () => {
    const cut = (await jpeg(1200, 900)).subarray(0, 600);
    await expect(media.storeUpload('slides', cut)).rejects.toThrow('Only JPEG, PNG, WebP or AVIF images up to 10 MB');

    const photo = await twelveMegapixelJpeg();
    const doomed = media.store('photos', photo);
    const settled = doomed.then(
      () => 'stored',
      (error: Error) => error.message,
    );
    await vi.waitFor(() => expect(workers()).toHaveLength(1), { timeout: 10_000, interval: 5 });
    process.kill(workers()[0]!, 'SIGKILL');
    expect(await settled).toMatch(/image worker ended \(SIGKILL\)/);
    const key = await media.store('photos', await jpeg());
    expect(fs.existsSync(path.join(media.root, `${key}-480.webp`))).toBe(true);
    await noWorkerLeft();
  }, 60_000);
});
