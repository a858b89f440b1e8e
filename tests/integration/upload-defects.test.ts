import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadRejectedError } from '../../src/server/lib/errors';
import { IMAGE_REJECTED_MESSAGE } from '../../src/shared/schemas/admin-content';
import { createJourneyRow } from '../factories/content';
import { allRows, countRows } from '../factories/rows';
import { login } from '../fixtures/admin-http';
import { formData, jpeg, png } from '../fixtures/images';
import { TEST_TOTP_SECRET, totpCode } from '../fixtures/two-factor';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// Files whose header reads fine (so the up-front check passes) but whose pixels the decoder refuses:
// an upload cut short by a dropped connection or a half-copied file from a phone.
const firstHalf = (buf: Buffer) => buf.subarray(0, Math.floor(buf.length / 2));
const photoLikeJpeg = () =>
  sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
const damaged = [
  ['a JPEG cut in half', 'cut.jpg', async () => firstHalf(await jpeg())],
  ['a photo-like JPEG cut in half', 'photo.jpg', async () => firstHalf(await photoLikeJpeg())],
  ['a PNG cut in half', 'cut.png', async () => firstHalf(await png())],
] as const;

let t: TestApp;
let base: string;
let cookie: string;

/** Every file under DATA_DIR/media, as relative paths. */
function mediaFiles(): string[] {
  const root = path.join(t.dataDir, 'media');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .sort();
}

beforeAll(async () => {
  t = await makeTestApp({
    ADMIN_USERNAME: 'uploader',
    ADMIN_TOTP_SECRET: TEST_TOTP_SECRET,
    ADMIN_PASSWORD: 'uploader password 1',
  });
  cookie = (await login(t, 'uploader', 'uploader password 1', { code: totpCode() })).cookie!;
  // A listening server: the tRPC adapter reads multipart bodies from the socket stream.
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

describe('an image the decoder refuses', () => {
  it.each(damaged)('%s answers 400 with the upload message and stores nothing', async (_name, file, make) => {
    const bytes = await make();
    const filesBefore = mediaFiles();
    const rowsBefore = countRows(t.app.svc, 'highlights');

    const res = await fetch(`${base}/trpc/admin.highlights.create`, {
      method: 'POST',
      headers: { cookie },
      body: formData({ title: 'Damaged upload' }, { name: file, bytes, type: 'image/jpeg' }),
    });

    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.message).toBe(IMAGE_REJECTED_MESSAGE);
    expect(body.error.data.fieldErrors).toEqual({ image: [IMAGE_REJECTED_MESSAGE] });
    expect(mediaFiles()).toEqual(filesBefore);
    expect(countRows(t.app.svc, 'highlights')).toBe(rowsBefore);
  });

  it('is refused the same way when it replaces the image of an existing item', async () => {
    const item = await createJourneyRow(t.app.svc, { title: 'Kept journey' });
    const filesBefore = mediaFiles();
    const res = await fetch(`${base}/trpc/admin.journeys.update`, {
      method: 'POST',
      headers: { cookie },
      body: formData(
        { id: item.id, title: 'Kept journey' },
        { name: 'cut.jpg', bytes: firstHalf(await jpeg()), type: 'image/jpeg' },
      ),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.data.fieldErrors).toEqual({ image: [IMAGE_REJECTED_MESSAGE] });
    expect(mediaFiles()).toEqual(filesBefore);
    const row = allRows(t.app.svc, 'journeys').find((j) => j.id === item.id);
    expect(row?.image).toBe(/\/media\/(.+)-\d+\.webp$/.exec(item.imageUrl!)![1]);
  });

  it('is an UploadRejectedError from the media store itself, not a crash', async () => {
    const filesBefore = mediaFiles();
    const attempt = t.app.svc.media.storeUpload('gallery', firstHalf(await jpeg()));
    await expect(attempt).rejects.toBeInstanceOf(UploadRejectedError);
    await expect(t.app.svc.media.storeUpload('gallery', firstHalf(await jpeg()))).rejects.toThrow(
      IMAGE_REJECTED_MESSAGE,
    );
    expect(mediaFiles()).toEqual(filesBefore);
  });
});
