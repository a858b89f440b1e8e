import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveLogo } from '../../src/server/platform/settings';
import { IMAGE_WIDTHS } from '../../src/shared/constants';
import { type ContentName, createContentRow } from '../factories/content';
import { attachFile, createNoticeRow } from '../factories/notices';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// No stored or served image carries EXIF or GPS (docs/decisions/004-images-reencoded-to-webp.md): a
// phone's photo of children says where and when it was taken. Every way an image enters the site (the
// content types with images, the logo, notice attachments) is given a JPEG with EXIF, GPS and XMP,
// and every file it wrote under DATA_DIR/media is read back: every width, including the largest,
// which is the photo at its own size when it is smaller than the largest width.

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const MAKER = 'PhoneMakerXyz';

/** A photo as a phone writes it: camera, owner, time, GPS position (EXIF) and the same again in XMP. */
function phonePhoto(width: number, height: number): Promise<Buffer> {
  // Flat colour, so the stored files are small and deterministic: the byte search for 'GPS' cannot
  // hit three random bytes of compressed noise.
  return sharp({ create: { width, height, channels: 3, background: '#4f7cac' } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: MAKER, Model: 'Phone 15', Artist: 'Parent Name', Copyright: 'Parent Name' },
      IFD2: { DateTimeOriginal: '2025:06:01 09:30:00', UserComment: 'Sports day, Grade 3' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '20/1 42/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 0/1 2345/100',
      },
    })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="20,42.2N" exif:GPSLongitude="77,0.39E"/></rdf:RDF></x:xmpmeta>`,
    )
    .toBuffer();
}

/** Every file under DATA_DIR/media, relative to it. */
function mediaFiles(): Set<string> {
  const root = path.join(t.dataDir, 'media');
  return new Set(
    fs.existsSync(root)
      ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile())
      : [],
  );
}

/** The files an action wrote under DATA_DIR/media. */
async function filesWrittenBy(action: () => Promise<unknown>): Promise<string[]> {
  const before = mediaFiles();
  await action();
  return [...mediaFiles()].filter((f) => !before.has(f));
}

async function expectNoMetadata(bytes: Buffer, where: string) {
  const meta = await sharp(bytes).metadata();
  expect(meta.format, where).toBe('webp');
  expect(meta.exif, `${where}: EXIF`).toBeUndefined();
  expect(meta.xmp, `${where}: XMP`).toBeUndefined();
  expect(meta.iptc, `${where}: IPTC`).toBeUndefined();
  const raw = bytes.toString('latin1');
  for (const marker of ['GPS', 'Exif', MAKER, 'Parent Name', '2025:06:01', 'xmpmeta'])
    expect(raw.includes(marker), `${where} holds ${marker}`).toBe(false);
}

/** Checks every written file on disk, and as /media serves it (the public widths). */
async function expectClean(files: string[], label: string) {
  expect(files.length, `${label} wrote no file`).toBeGreaterThan(0);
  for (const f of files) {
    const onDisk = fs.readFileSync(path.join(t.dataDir, 'media', f));
    await expectNoMetadata(onDisk, `${label}: ${f}`);
  }
}

describe('uploaded photos keep no EXIF, GPS or XMP', () => {
  it('the source photos do carry them (so the checks below mean something)', async () => {
    const bytes = await phonePhoto(2400, 1800);
    const meta = await sharp(bytes).metadata();
    expect(meta.exif?.toString('latin1')).toContain(MAKER);
    expect(bytes.toString('latin1')).toContain('GPS');
    expect(meta.xmp?.toString()).toContain('GPSLatitude');
  });

  // A photo larger than the largest width (every file resized) and one smaller (stored at its own size).
  const SIZES = [
    { name: 'larger than the largest width', width: 2400, height: 1800, largest: 1600 },
    { name: 'smaller than the largest width (stored at its own size)', width: 1200, height: 900, largest: 1200 },
  ];

  const IMAGE_TYPES: ContentName[] = [
    'highlights',
    'artworks',
    'journeys',
    'achievements',
    'staff',
    'photos',
    'activities',
    'alumni',
  ];

  for (const size of SIZES) {
    it.each(IMAGE_TYPES)(`%s: every stored width of a photo ${size.name}`, async (name) => {
      const bytes = await phonePhoto(size.width, size.height);
      let imageUrl: string | null = null;
      const files = await filesWrittenBy(async () => {
        const item = (await createContentRow(t.app.svc, name, { image: bytes })) as { imageUrl: string | null };
        imageUrl = item.imageUrl;
      });
      // One file per width, and nothing else (no kept original).
      expect(files).toHaveLength(IMAGE_WIDTHS.length);
      await expectClean(files, name);
      const widths = await Promise.all(
        files.map(async (f) => (await sharp(path.join(t.dataDir, 'media', f)).metadata()).width),
      );
      expect(Math.max(...(widths as number[]))).toBe(size.largest);

      // As the site serves them.
      expect(imageUrl).toMatch(/^\/media\//);
      for (const w of IMAGE_WIDTHS) {
        const url = imageUrl!.replace(/-\d+\.webp$/, `-${w}.webp`);
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        await expectNoMetadata(res.rawPayload, `served ${url}`);
      }
    });
  }

  it('the school logo', async () => {
    const bytes = await phonePhoto(1200, 900);
    const files = await filesWrittenBy(() => saveLogo(t.app.svc, bytes));
    await expectClean(files, 'logo');
  });

  it('an image attached to a notice, and its download', async () => {
    const notice = await createNoticeRow(t.app.svc, { title: 'Sports day photos' });
    const bytes = await phonePhoto(2400, 1800);
    let attached: Awaited<ReturnType<typeof attachFile>> | null = null;
    const files = await filesWrittenBy(async () => {
      attached = await attachFile(t.app.svc, notice.id, bytes, 'IMG_0001.jpg');
    });
    expect(files).toHaveLength(IMAGE_WIDTHS.length);
    await expectClean(files, 'notice attachment');
    const [file] = attached!.attachments;
    for (const href of file!.imageSrcSet!.split(', ').map((s) => s.split(' ')[0]!)) {
      const res = await t.app.inject({ method: 'GET', url: href });
      expect(res.statusCode, href).toBe(200);
      await expectNoMetadata(res.rawPayload, `served ${href}`);
    }
  });
});
