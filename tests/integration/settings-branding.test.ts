import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio } from '../../src/shared/palette';
import { DEFAULT_SETTINGS } from '../../src/shared/schemas/settings';
import { formData, png, textNamedJpg } from '../fixtures/images';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The school's own name, tagline, logo, colour and WhatsApp number: saved from the dashboard, refused
// with a reason when wrong (nothing changes then), and shown on the public pages at once.
let t: TestApp;
const admin = () => t.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } });
const visitor = () => t.caller();
const get = (url: string) => t.app.inject({ method: 'GET', url });

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const styleOf = (html: string) => /<style id="school-colours">([^<]*)<\/style>/.exec(html)?.[1];
const styleSrc = (csp: unknown) => /style-src ([^;]*)/.exec(String(csp))?.[1]?.trim().split(/\s+/) ?? [];
/**
 * The CSP sources a page's style elements need, sorted: its CSS (the home page's first screen's in the
 * head and its whole CSS after the hero, first-screen-css.ts) and the school's colours.
 */
const styleHashes = (html: string) =>
  [
    ...new Set(
      [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map(
        (m) =>
          `'sha256-${crypto
            .createHash('sha256')
            .update(m[1] ?? '')
            .digest('base64')}'`,
      ),
    ),
  ].sort();
const sorted = (sources: string[]) => [...sources].sort();

/** The field errors of a refused dashboard save. */
async function refusal(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ code: 'BAD_REQUEST' });
  const cause = (error as { cause?: { issues?: { path: string[]; message: string }[] } }).cause;
  const out: Record<string, string[]> = {};
  for (const issue of cause?.issues ?? []) {
    const field = issue.path[0] ?? '';
    out[field] = [...(out[field] ?? []), issue.message];
  }
  return out;
}

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a fresh install', () => {
  it('has today’s name, colour and no logo, and the pages look as they always did', async () => {
    const settings = await visitor().site.settings();
    expect(settings).toMatchObject({
      schoolName: 'Al Mahmood School',
      shortName: 'Al Mahmood',
      tagline: 'Nurturing The Uniqueness Of Every Student',
      primaryColor: '#6d28d9',
      logo: '',
      whatsappNumber: '',
    });
    const home = await get('/');
    expect(titleOf(home.body)).toBe('Al Mahmood School | Nursery to Grade 12, CBSE with Islamic Studies, Akola');
    expect(titleOf((await get('/about')).body)).toBe('About Us | Al Mahmood School');
    expect(titleOf((await get('/why-al-mahmood')).body)).toBe('Why Al Mahmood School');
    // The designed palette is tokens.css itself: no colours' style, and the policy allows only the page's CSS.
    expect(styleOf(home.body)).toBeUndefined();
    expect(sorted(styleSrc(home.headers['content-security-policy']))).toEqual(
      sorted(["'self'", ...styleHashes(home.body)]),
    );
    expect(home.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    // No WhatsApp number, no WhatsApp button.
    expect(home.body).not.toContain('wa.me');
  });
});

describe('name and tagline', () => {
  it('shows a new name in titles, header, footer, navigation and the brochure', async () => {
    await admin().admin.settings.save({
      schoolName: 'Green Valley Academy',
      shortName: 'Green Valley',
      tagline: 'Learning Grows Here',
    });
    const home = await get('/');
    expect(titleOf(home.body)).toBe('Green Valley Academy | Nursery to Grade 12, CBSE with Islamic Studies, Akola');
    expect(home.body).toContain('<span class="brand-name">Green Valley</span>');
    expect(home.body).toContain('<h1 id="home-hero-title">Learning Grows Here</h1>');
    expect(home.body).toContain(`© 2010–${new Date().getFullYear()} Green Valley Academy. All rights reserved.`);
    expect(home.body).toContain('Why Green Valley');
    // The header and navigation name the school only from the settings (the seeded addresses still do).
    const header = /<header class="site-header">[\s\S]*?<\/header>/.exec(home.body)?.[0] ?? '';
    expect(header).toContain('Green Valley');
    expect(header.includes('Al Mahmood')).toBe(false);

    const about = await get('/about');
    expect(titleOf(about.body)).toBe('About Us | Green Valley Academy');
    const why = await get('/why-al-mahmood');
    expect(titleOf(why.body)).toBe('Why Green Valley Academy');
    expect(why.body).toContain('<h1>Why Green Valley Academy?</h1>');

    const brochure = await get('/brochure.pdf');
    expect(brochure.rawPayload.toString('latin1')).toContain('(Green Valley Academy)');
    expect(brochure.headers['content-disposition']).toBe('attachment; filename="green-valley-academy-brochure.pdf"');

    await admin().admin.settings.save({
      schoolName: DEFAULT_SETTINGS.schoolName,
      shortName: DEFAULT_SETTINGS.shortName,
      tagline: DEFAULT_SETTINGS.tagline,
    });
  });

  it('refuses an empty name and changes nothing', async () => {
    const before = await visitor().site.settings();
    const errors = await refusal(admin().admin.settings.save({ schoolName: '  ', shortName: 'X' }));
    expect(errors.schoolName).toEqual(['School name is required']);
    expect(await visitor().site.settings()).toEqual(before);
  });

  it('saves one panel’s fields without touching another’s', async () => {
    await admin().admin.settings.save({ schoolName: 'Kept Name School' });
    await admin().admin.settings.save({ phone: '+91 12345 67890' });
    const after = await visitor().site.settings();
    expect(after.schoolName).toBe('Kept Name School');
    expect(after.phone).toBe('+91 12345 67890');
    await admin().admin.settings.save({ schoolName: DEFAULT_SETTINGS.schoolName, phone: DEFAULT_SETTINGS.phone });
  });
});

describe('primary colour', () => {
  it('derives the palette into a hashed inline style the policy allows, in both themes', async () => {
    await admin().admin.settings.save({ primaryColor: '#14532D' });
    expect((await visitor().site.settings()).primaryColor).toBe('#14532d');
    const home = await get('/');
    const css = styleOf(home.body);
    expect(css).toContain(':root{');
    expect(css).toContain('--color-primary:#14532d');
    expect(css).toContain(':root.dark{');
    const hash = `'sha256-${crypto
      .createHash('sha256')
      .update(css ?? '')
      .digest('base64')}'`;
    expect(styleHashes(home.body)).toContain(hash);
    expect(sorted(styleSrc(home.headers['content-security-policy']))).toEqual(
      sorted(["'self'", ...styleHashes(home.body)]),
    );
    expect(home.body).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}">/);
    // The dashboard gets the school's colours too.
    expect(styleOf((await get('/admin/login')).body)).toBe(css);
  });

  it('refuses a colour that fails contrast, says why, and changes nothing', async () => {
    const before = await visitor().site.settings();
    const pageBefore = (await get('/')).body;
    const errors = await refusal(admin().admin.settings.save({ primaryColor: '#facc15' }));
    expect(errors.primaryColor).toEqual([
      `This colour is too light: white button text on it has a contrast of ${formatRatio(
        contrastRatio('#ffffff', '#facc15'),
      )}; it needs at least 4.5:1.`,
    ]);
    expect(await visitor().site.settings()).toEqual(before);
    expect((await get('/')).body).toBe(pageBefore);

    const notAColour = await refusal(admin().admin.settings.save({ primaryColor: 'purple' }));
    expect(notAColour.primaryColor).toEqual(['Choose a colour as a #rrggbb code, for example #6d28d9.']);
  });

  it('goes back to the designed palette', async () => {
    await admin().admin.settings.save({ primaryColor: '#6d28d9' });
    const home = await get('/');
    expect(styleOf(home.body)).toBeUndefined();
    expect(sorted(styleSrc(home.headers['content-security-policy']))).toEqual(
      sorted(["'self'", ...styleHashes(home.body)]),
    );
  });
});

describe('WhatsApp number', () => {
  it('shows the quick WhatsApp link with the digits of a number given with its country code', async () => {
    await admin().admin.settings.save({ whatsappNumber: '+91 98765-43210' });
    expect((await get('/contact')).body).toContain('href="https://wa.me/919876543210"');
    await admin().admin.settings.save({ whatsappNumber: '' });
    expect((await get('/contact')).body).not.toContain('wa.me');
  });

  it('refuses a number without its country code', async () => {
    const errors = await refusal(admin().admin.settings.save({ whatsappNumber: '98765 43210' }));
    expect(errors.whatsappNumber?.[0]).toMatch(/country code/);
    expect((await visitor().site.settings()).whatsappNumber).toBe('');
  });
});

describe('logo', () => {
  it('is re-encoded by the image pipeline and used in the header, favicon and brochure, then removed', async () => {
    const saved = await admin().admin.settings.uploadLogo(
      formData({}, { name: 'logo.png', bytes: await png(300, 300) }),
    );
    expect(saved.logo).toMatch(/^site\/[a-f0-9]{32}$/);
    const variant = path.join(t.dataDir, 'media', `${saved.logo}-480.webp`);
    expect(fs.existsSync(variant)).toBe(true);

    const home = await get('/');
    expect(home.body).toContain(`src="/media/${saved.logo}-480.webp"`);
    const icon = /<link rel="icon" href="([^"]+)" type="image\/png">/.exec(home.body)?.[1];
    expect(icon).toMatch(/^\/favicon\.png\?v=[a-f0-9]{12}$/);
    const favicon = await get(icon ?? '');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toBe('image/png');
    expect(await sharp(favicon.rawPayload).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
    expect((await get('/favicon.ico')).headers.location).toBe(icon);

    const brochure = (await get('/brochure.pdf')).rawPayload.toString('latin1');
    expect(brochure).toContain('/Subtype /Image');
    expect(brochure).toContain('/Filter /DCTDecode');

    // A second upload replaces the first and its files.
    const second = await admin().admin.settings.uploadLogo(
      formData({}, { name: 'logo.png', bytes: await png(200, 100) }),
    );
    expect(second.logo).not.toBe(saved.logo);
    expect(fs.existsSync(variant)).toBe(false);

    const removed = await admin().admin.settings.removeLogo();
    expect(removed.logo).toBe('');
    expect(fs.existsSync(path.join(t.dataDir, 'media', `${second.logo}-480.webp`))).toBe(false);
    expect((await get('/')).body).toContain('<link rel="icon" href="/favicon.svg"');
    expect((await get('/favicon.png')).headers.location).toBe('/favicon.svg');
  });

  it('refuses a file that is not an image, whatever its name, and keeps the current logo', async () => {
    const before = (await visitor().site.settings()).logo;
    await expect(
      admin().admin.settings.uploadLogo(formData({}, { name: 'logo.png', bytes: textNamedJpg(), type: 'image/png' })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Only JPEG, PNG, WebP or AVIF images up to 10 MB' });
    expect((await visitor().site.settings()).logo).toBe(before);
  });

  it('cannot be set to any media key through the settings form', async () => {
    await admin().admin.settings.save({ logo: `site/${'a'.repeat(32)}` } as never);
    expect((await visitor().site.settings()).logo).toBe('');
  });
});
