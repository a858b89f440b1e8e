import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_WORKER_PATH } from '../../src/shared/content/offline-words';
import {
  isPageAddress,
  LANGUAGES,
  PAGES,
  PATHS,
  PREFIXED_LANGUAGES,
  pathInLanguage,
  SITEMAP_PATHS,
  splitLanguage,
} from '../../src/shared/paths';
import { wordsFor } from '../../src/shared/words';
import { makeEnquiryForm } from '../factories/inputs';
import { countRows } from '../factories/rows';
import { makeTestApp, postBrowserForm, type TestApp } from '../helpers/test-app';

// The site in Marathi, Hindi and Urdu beside English (docs/architecture.md, "Languages"): every page
// at its English address under the language's prefix, with its language and direction, its canonical
// and alternates, its links in its language, the switcher, the sitemap, the forms posted without
// JavaScript, the page cache and the offline worker.

const SITE = 'https://school.example';
const ADMIN = { session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } };

let t: TestApp;
let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await makeTestApp({ SITE_URL: SITE });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Posts fields as a browser sends a form without JavaScript. */
const postForm = (url: string, fields: Record<string, string>) => postBrowserForm(t.app, url, fields, freshIp());

/** The opening <html> tag. */
const htmlTag = (body: string) => /<html\b[^>]*>/.exec(body)?.[0] ?? '';
const attrOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const canonicalOf = (body: string) => /<link rel="canonical" href="([^"]*)">/.exec(body)?.[1];
/** The head's alternates: hreflang → address. */
const alternatesOf = (body: string) =>
  Object.fromEntries(
    [...body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]),
  );
/** The page's markup without its head and its data. */
const bodyMarkup = (html: string) =>
  html.slice(html.indexOf('<body>')).replace(/<script type="application\/json"[\s\S]*?<\/script>/, '');
/** The language switchers' navs (the header's row and the mobile menu's). */
const switchers = (html: string) =>
  [...html.matchAll(/<nav class="language-switcher[^"]*"[^>]*>[\s\S]*?<\/nav>/g)].map((m) => m[0]);
/** A switcher's links: its text, address and attributes. */
function switcherLinks(nav: string) {
  return [...nav.matchAll(/<a\b([^>]*)>([^<]*)<\/a>/g)].map((m) => ({
    name: m[2],
    href: attrOf(m[1] ?? '', 'href'),
    lang: attrOf(m[1] ?? '', 'lang'),
    hreflang: attrOf(m[1] ?? '', 'hreflang'),
    current: attrOf(m[1] ?? '', 'aria-current'),
  }));
}
const decode = (s: string) => s.replace(/&amp;/g, '&');
/** The page's header, footer and main's opening tag. */
const headerOf = (html: string) => /<header class="site-header">[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
const footerOf = (html: string) => /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
const mainTag = (html: string) => /<main\b[^>]*>/.exec(html)?.[0] ?? '';
/** A page's visible words: its markup's text, tags removed. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ');

describe('the list of languages and its helpers', () => {
  it('names English, Marathi, Hindi and Urdu in their own scripts, Urdu right to left', () => {
    expect(LANGUAGES.map((l) => [l.code, l.name, l.dir])).toEqual([
      ['en', 'English', 'ltr'],
      ['mr', 'मराठी', 'ltr'],
      ['hi', 'हिंदी', 'ltr'],
      ['ur', 'اردو', 'rtl'],
    ]);
  });

  it('splits an address into its language and page, and puts a page in a language', () => {
    expect(splitLanguage('/mr/fees')).toEqual({ lang: 'mr', path: '/fees' });
    expect(splitLanguage('/ur/notices/a-slug')).toEqual({ lang: 'ur', path: '/notices/a-slug' });
    expect(splitLanguage('/hi/')).toEqual({ lang: 'hi', path: '/' });
    expect(splitLanguage('/fees')).toEqual({ lang: 'en', path: '/fees' });
    for (const other of ['/MR/fees', '/xx/fees', '/en/fees', '/mrfees']) expect(splitLanguage(other).lang).toBe('en');
    expect(pathInLanguage('/fees', 'mr')).toBe('/mr/fees');
    expect(pathInLanguage('/', 'mr')).toBe('/mr/');
    expect(pathInLanguage('/fees?tab=policies#top', 'ur')).toBe('/ur/fees?tab=policies#top');
    expect(pathInLanguage('/fees', 'en')).toBe('/fees');
  });

  it('tells a page of the site from a file, a feed, the dashboard or another site', () => {
    for (const page of ['/', '/fees', '/contact#enquiry', '/notices/a-slug', '/notices?category=exam'])
      expect(isPageAddress(page), page).toBe(true);
    for (const other of [
      '/brochure.pdf',
      '/notices/feed.xml',
      '/calendar.ics',
      '/calendar/abc.ics',
      '/notices/a-slug/files/3',
      '/mandatory-public-disclosure/ganga-nagar/documents/12',
      '/tc-verification/certificate/abc',
      '/assets/site.js',
      '/admin/login',
      'https://example.org/fees',
      '//example.org/fees',
      'mailto:office@school.example',
      '#top',
    ])
      expect(isPageAddress(other), other).toBe(false);
  });
});

describe('addresses', () => {
  it.each(PREFIXED_LANGUAGES)('/%s/ is the home page in that language', async (lang) => {
    const res = await get(`/${lang}/`);
    expect(res.statusCode).toBe(200);
    expect(attrOf(htmlTag(res.body), 'lang')).toBe(lang);
  });

  it('answers a language without its slash, and English with a prefix, with a permanent redirect', async () => {
    for (const [from, to] of [
      ['/mr', '/mr/'],
      ['/ur', '/ur/'],
      ['/en/fees', '/fees'],
      ['/en/fees?tab=policies', '/fees?tab=policies'],
      ['/en/', '/'],
      ['/en', '/'],
      ['/en/notices/some-notice', '/notices/some-notice'],
      // Never '//host', which a browser reads as another site.
      ['/en//evil.example', '/evil.example'],
    ] as const) {
      const res = await get(from);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  it('serves every public page under each language, in that language', async () => {
    for (const page of Object.values(PAGES)) {
      const res = await get(pathInLanguage(page.path, 'hi'));
      expect(res.statusCode, page.path).toBe(200);
      expect(attrOf(htmlTag(res.body), 'lang'), page.path).toBe('hi');
    }
  });

  it('serves a notice and a campus’s disclosure under a language, and 404 for what they do not name', async () => {
    const [notice] = (await t.caller().notices.list({})).items;
    expect(notice).toBeDefined();
    const shown = await get(`/ur/notices/${notice?.slug}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(notice?.title ?? '');
    expect(attrOf(htmlTag(shown.body), 'dir')).toBe('rtl');
    expect((await get('/ur/notices/no-such-notice')).statusCode).toBe(404);
    const campus = await get('/mr/mandatory-public-disclosure/ganga-nagar');
    expect(campus.statusCode).toBe(200);
    expect(canonicalOf(campus.body)).toBe(`${SITE}/mr/mandatory-public-disclosure/ganga-nagar`);
    expect((await get('/mr/mandatory-public-disclosure/no-such-campus')).statusCode).toBe(404);
  });

  it.each(['/xx/fees', '/MR/fees', '/mr/admin/login', '/hi/admin/dashboard'])(
    '%s is the not-found page with a 404, never a page under a wrong language',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Page not found');
      expect(res.body).not.toContain('Admin Portal');
      expect(canonicalOf(res.body)).toBeUndefined();
      expect(alternatesOf(res.body)).toEqual({});
    },
  );
});

describe('the head', () => {
  const versions = (path: string) => ({
    en: `${SITE}${path}`,
    mr: `${SITE}${pathInLanguage(path, 'mr')}`,
    hi: `${SITE}${pathInLanguage(path, 'hi')}`,
    ur: `${SITE}${pathInLanguage(path, 'ur')}`,
    'x-default': `${SITE}${path}`,
  });

  it.each([
    ['/fees', 'en', undefined, '/fees'],
    ['/mr/fees', 'mr', undefined, '/fees'],
    ['/ur/fees', 'ur', 'rtl', '/fees'],
    ['/hi/fees', 'hi', undefined, '/fees'],
    ['/mr/', 'mr', undefined, '/'],
    ['/', 'en', undefined, '/'],
    // An address whose page is another's names that one's versions.
    ['/mr/admission-process', 'mr', undefined, '/admissions'],
  ])('%s: lang %s, dir %s, its own canonical, and the versions of %s', async (url, lang, dir, english) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const tag = htmlTag(res.body);
    expect(attrOf(tag, 'lang')).toBe(lang);
    expect(attrOf(tag, 'dir')).toBe(dir);
    expect(canonicalOf(res.body)).toBe(`${SITE}${pathInLanguage(english, lang as 'en')}`);
    expect(alternatesOf(res.body)).toEqual(versions(english));
  });

  it('keeps a list page’s choice in its canonical and alternates', async () => {
    const res = await get('/hi/notices?category=exam');
    expect(canonicalOf(decode(res.body))).toBe(`${SITE}/hi/notices?category=exam`);
    expect(alternatesOf(decode(res.body)).ur).toBe(`${SITE}/ur/notices?category=exam`);
  });
});

describe('the sitemap', () => {
  it('lists every page in every language, each with its versions and x-default', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)];
    const byLoc = new Map(entries.map((m) => [m[1], m[2] ?? '']));
    const listed = SITEMAP_PATHS.filter((p) => p !== PATHS.tcVerification && p !== PATHS.admissionStatus);
    for (const path of listed) {
      for (const { code } of LANGUAGES) {
        const links = byLoc.get(`${SITE}${pathInLanguage(path, code)}`);
        expect(links, `${code} ${path}`).toBeDefined();
        const alternates = Object.fromEntries(
          [...(links ?? '').matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
            m[1],
            m[2],
          ]),
        );
        expect(alternates, `${code} ${path}`).toEqual({
          en: `${SITE}${path}`,
          mr: `${SITE}${pathInLanguage(path, 'mr')}`,
          hi: `${SITE}${pathInLanguage(path, 'hi')}`,
          ur: `${SITE}${pathInLanguage(path, 'ur')}`,
          'x-default': `${SITE}${path}`,
        });
      }
    }
    // What the features add (a notice), in every language too; never the lookups.
    const [notice] = (await t.caller().notices.list({})).items;
    for (const { code } of LANGUAGES)
      expect(byLoc.has(`${SITE}${pathInLanguage(`/notices/${notice?.slug}`, code)}`), code).toBe(true);
    expect(xml).not.toContain('tc-verification');
    expect(xml).not.toContain('/admin');
  });
});

describe('links', () => {
  it('on /mr/fees every link to a page of the site is in Marathi; files and other sites are as they are', async () => {
    const html = bodyMarkup((await get('/mr/fees')).body);
    let page = html;
    for (const nav of switchers(html)) page = page.replace(nav, '');
    const hrefs = [...page.matchAll(/\shref="([^"]*)"/g)].map((m) => decode(m[1] ?? ''));
    const sitePages = hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//'));
    expect(sitePages.length).toBeGreaterThan(40);
    const english = sitePages.filter((href) => !href.startsWith('/mr/') && isPageAddress(href));
    expect(english).toEqual([]);
    // The header's links and the footer's.
    const header = /<header class="site-header">[\s\S]*?<\/header>/.exec(page)?.[0] ?? '';
    expect(header).toContain('href="/mr/"');
    expect(header).toContain('href="/mr/about"');
    expect(header).toContain('href="/mr/contact"');
    expect(header).toContain('href="/brochure.pdf"');
    const footer = /<footer[\s\S]*?<\/footer>/.exec(page)?.[0] ?? '';
    expect(footer).toContain('href="/mr/privacy"');
    expect(footer).toContain('href="/mr/notices"');
    // The fees document's own links, and the quick actions.
    expect(page).toContain('href="/mr/contact#enquiry"');
    // A form's action is the page in its language.
    const contact = bodyMarkup((await get('/ur/contact')).body);
    expect(contact).toContain('action="/ur/contact#enquiry-form"');
  });

  it('writes the links in a notice’s Markdown in the page’s language, and its address to share', async () => {
    const notice = await t.caller(ADMIN).admin.notices.create({
      title: 'Fees for the new year',
      category: 'admission',
      body: 'See [the fees](/fees?tab=policies), [the feed](/notices/feed.xml) and [the board](https://www.cbse.gov.in/).',
    });
    try {
      const marathi = bodyMarkup((await get(`/mr/notices/${notice.slug}`)).body);
      expect(marathi).toContain('href="/mr/fees?tab=policies"');
      expect(marathi).toContain('href="/notices/feed.xml"');
      expect(marathi).toContain('href="https://www.cbse.gov.in/"');
      expect(marathi).toContain(`${SITE}/mr/notices/${notice.slug}`);
      let english = bodyMarkup((await get(`/notices/${notice.slug}`)).body);
      for (const nav of switchers(english)) english = english.replace(nav, '');
      expect(english).toContain('href="/fees?tab=policies"');
      expect(english).not.toContain('/mr/');

      // An island's later fetch asks the API at the page's prefix and gets the same language's answer.
      const input = encodeURIComponent(JSON.stringify({ 0: { slug: notice.slug } }));
      const api = (prefix: string) => get(`${prefix}/trpc/notices.bySlug?batch=1&input=${input}`);
      const [mrApi, enApi, unknown, upper] = await Promise.all([api('/mr'), api(''), api('/xx'), api('/MR')]);
      expect(mrApi.statusCode).toBe(200);
      expect(mrApi.body).toContain('href=\\"/mr/fees?tab=policies\\"');
      expect(enApi.body).toContain('href=\\"/fees?tab=policies\\"');
      expect(enApi.body).not.toContain('/mr/');
      expect(unknown.statusCode).toBe(404);
      expect(upper.statusCode).toBe(404);
    } finally {
      await t.caller(ADMIN).admin.notices.remove({ id: notice.id });
    }
  });
});

describe('interface words', () => {
  it('shows /mr/fees’ header in Marathi, with its menus, Enquire Now and its buttons’ names', async () => {
    const header = headerOf(bodyMarkup((await get('/mr/fees')).body));
    const mr = wordsFor('mr');
    const text = textOf(header);
    for (const word of [mr.nav.about, mr.nav.admissions, mr.nav.fees, mr.nav.notices, mr.header.enquire]) {
      expect(text).toContain(word);
    }
    expect(text).toContain('आता चौकशी करा');
    expect(text).toContain('प्रवेश');
    expect(text).not.toContain('Enquire Now');
    expect(text).not.toContain('Admissions');
    expect(header).toContain(`aria-label="${mr.menu.open}"`);
    expect(header).toContain(`data-label-close="${mr.menu.close}"`);
    expect(header).toContain(`data-label-collapse="${mr.menu.collapse(mr.nav.about)}"`);
    expect(header).toContain(`aria-label="${mr.theme.neutral}"`);
    expect(header).toContain(`title="${mr.header.brochure}"`);
    expect(header).toContain(`aria-label="${mr.languageSwitcher}"`);
  });

  it('shows /ur/’s footer in Urdu, with the school’s name filled in', async () => {
    const html = bodyMarkup((await get('/ur/')).body);
    const footer = footerOf(html);
    const ur = wordsFor('ur');
    const text = textOf(footer);
    for (const word of [ur.footer.contactHeading, ur.footer.quickLinksHeading, ur.footer.quickLinks.academics]) {
      expect(text).toContain(word);
    }
    expect(text).toContain('جملہ حقوق محفوظ ہیں');
    expect(text).toContain(ur.footer.statutory.privacy);
    expect(text).toContain(ur.footer.campuses.addressDubai);
    expect(text).not.toContain('Quick Links');
    expect(text).not.toContain('All rights reserved');
    expect(text).not.toMatch(/\{\w+\}/);
    expect(html).toContain(ur.skipLink);
  });

  it('keeps the English pages’ header and footer words as they were', async () => {
    const html = bodyMarkup((await get('/fees')).body);
    const header = textOf(headerOf(html));
    for (const word of [
      'Home',
      'About Us',
      'Admissions',
      'Fee Structure',
      'Notices',
      'Enquire Now',
      'Download Brochure',
    ]) {
      expect(header).toContain(word);
    }
    expect(headerOf(html)).toContain('aria-label="Open menu"');
    expect(headerOf(html)).toContain('aria-label="Toggle dark mode"');
    const footer = textOf(footerOf(html));
    for (const word of ['Contact Us', 'Quick Links', 'Academic Programs', 'All rights reserved.', 'Privacy Notice']) {
      expect(footer).toContain(word);
    }
    expect(html).toContain('Skip to main content');
    // Nothing in Devanagari or Urdu script but the switcher's names of the languages.
    let rest = html;
    for (const nav of switchers(html)) rest = rest.replace(nav, '');
    expect(rest).not.toMatch(/[\u0900-\u097F\u0600-\u06FF]/);
  });

  it('marks the content of a page in another language as English, left to right on an Urdu page', async () => {
    expect(mainTag((await get('/hi/notices')).body)).toMatch(/\slang="en"/);
    expect(mainTag((await get('/hi/notices')).body)).not.toMatch(/\sdir=/);
    // A page with no translation of its words (a translated one marks its English sections instead:
    // page-translations.test.ts).
    const urdu = mainTag((await get('/ur/about')).body);
    expect(urdu).toMatch(/\slang="en"/);
    expect(urdu).toMatch(/\sdir="ltr"/);
    const english = mainTag((await get('/fees')).body);
    expect(english).not.toMatch(/\slang=/);
    expect(english).not.toMatch(/\sdir=/);
  });

  it('shows the not-found page in the page’s language, saying so inside the English-marked main', async () => {
    const res = await get('/mr/no-such-page');
    expect(res.statusCode).toBe(404);
    const mr = wordsFor('mr');
    const html = bodyMarkup(res.body);
    expect(html).toContain(`<div class="error-screen" lang="mr" dir="ltr">`);
    expect(textOf(html)).toContain(mr.notFound.heading);
    expect(textOf(html)).not.toContain('Page not found');
    const english = bodyMarkup((await get('/no-such-page')).body);
    expect(english).toContain('<div class="error-screen">');
    expect(textOf(english)).toContain('Page not found');
  });

  it('writes the splash’s sentence in the page’s language', async () => {
    expect((await get('/hi/')).body).toContain(`<p>${wordsFor('hi').splash}</p>`);
    expect((await get('/')).body).toContain('<p>Loading Excellence in Education...</p>');
  });
});

describe('the language switcher', () => {
  it('offers the page in each language, named in its own script, the current one marked, in the header and the mobile menu', async () => {
    const html = bodyMarkup((await get('/mr/fees')).body);
    const navs = switchers(html);
    expect(navs).toHaveLength(2);
    for (const nav of navs) {
      expect(nav).toContain('aria-label="भाषा / Language"');
      expect(switcherLinks(nav)).toEqual([
        { name: 'English', href: '/fees', lang: 'en', hreflang: 'en', current: undefined },
        { name: 'मराठी', href: '/mr/fees', lang: 'mr', hreflang: 'mr', current: 'true' },
        { name: 'हिंदी', href: '/hi/fees', lang: 'hi', hreflang: 'hi', current: undefined },
        { name: 'اردو', href: '/ur/fees', lang: 'ur', hreflang: 'ur', current: undefined },
      ]);
    }
    const home = switcherLinks(switchers(bodyMarkup((await get('/')).body))[0] ?? '');
    expect(home.map((l) => [l.href, l.current])).toEqual([
      ['/', 'true'],
      ['/mr/', undefined],
      ['/hi/', undefined],
      ['/ur/', undefined],
    ]);
  });

  it.each([
    ['/mr/fees?tab=policies', '/fees?tab=policies', '/ur/fees?tab=policies'],
    ['/notices?category=exam&page=1', '/notices?category=exam&page=1', '/ur/notices?category=exam&page=1'],
    ['/hi/calendar?month=2026-09', '/calendar?month=2026-09', '/ur/calendar?month=2026-09'],
    // A search is not kept (nor is anything else but the page's choices).
    ['/mr/notices?q=exam&category=exam&utm_source=sms', '/notices?category=exam', '/ur/notices?category=exam'],
  ])('on %s keeps the page’s choice: %s', async (url, english, urdu) => {
    const links = switcherLinks(switchers(bodyMarkup((await get(url)).body))[0] ?? '');
    expect(links.map((l) => decode(l.href ?? ''))).toEqual([
      english,
      pathInLanguage(english, 'mr'),
      pathInLanguage(english, 'hi'),
      urdu,
    ]);
  });
});

describe('the page cache', () => {
  it('keeps each language’s page apart, under its own address', async () => {
    t.app.pageCache.clear();
    const english = await get('/fees');
    const marathi = await get('/mr/fees');
    const version = t.app.pageCache.version;
    expect(attrOf(htmlTag(t.app.pageCache.get('/fees')?.html.toString() ?? ''), 'lang')).toBe('en');
    expect(attrOf(htmlTag(t.app.pageCache.get('/mr/fees')?.html.toString() ?? ''), 'lang')).toBe('mr');
    expect(t.app.pageCache.get('/ur/fees')).toBeUndefined();
    // Asked again, each answer is its own stored page.
    const again = [await get('/mr/fees'), await get('/fees')];
    expect(t.app.pageCache.version).toBe(version);
    expect(again[0]?.body).toBe(marathi.body);
    expect(again[1]?.body).toBe(english.body);
    expect(again[0]?.headers.etag).not.toBe(again[1]?.headers.etag);
  });
});

describe('forms posted without JavaScript', () => {
  it('answers an enquiry posted on /mr/contact with the Marathi page, values kept beside the message', async () => {
    const before = countRows(t.app.svc, 'enquiries');
    const res = await postForm('/mr/contact', makeEnquiryForm({ firstName: '', lastName: 'शेख' }));
    expect(res.statusCode).toBe(422);
    expect(res.headers.location).toBeUndefined();
    expect(attrOf(htmlTag(res.body), 'lang')).toBe('mr');
    const page = bodyMarkup(res.body);
    expect(page).toContain('First name is required');
    expect(page).toContain('value="शेख"');
    expect(page).toContain('action="/mr/contact#enquiry-form"');
    expect(countRows(t.app.svc, 'enquiries')).toBe(before);
  });

  it('stores an enquiry posted on the Hindi home page and answers it there', async () => {
    const before = countRows(t.app.svc, 'enquiries');
    const res = await postForm('/hi/', makeEnquiryForm({ email: 'hindi.home@example.com' }));
    expect(res.statusCode).toBe(200);
    expect(attrOf(htmlTag(res.body), 'lang')).toBe('hi');
    expect(countRows(t.app.svc, 'enquiries')).toBe(before + 1);
  });

  it('answers the TC lookup and the admission status at the Urdu address, right to left', async () => {
    for (const [url, fields] of [
      ['/ur/tc-verification', { tcNumber: '', dateOfBirth: '' }],
      ['/ur/admission-status', { reference: '', mobileLast4: '' }],
    ] as const) {
      const res = await postForm(url, fields);
      expect(res.statusCode, url).toBe(422);
      expect(res.headers['cache-control'], url).toBe('no-store');
      const tag = htmlTag(res.body);
      expect([attrOf(tag, 'lang'), attrOf(tag, 'dir')], url).toEqual(['ur', 'rtl']);
      expect(bodyMarkup(res.body), url).toContain(`action="${url}#`);
    }
  });

  it('has no form at an unknown prefix', async () => {
    expect((await postForm('/xx/contact', makeEnquiryForm())).statusCode).toBe(404);
  });
});

describe('the offline worker', () => {
  /** The worker's own test of an address, run from the script /sw.js serves. */
  async function workerKeeps(): Promise<(path: string) => boolean> {
    const script = (await get(SERVICE_WORKER_PATH)).body;
    const context = vm.createContext({
      URL,
      self: { location: { origin: SITE }, addEventListener: () => undefined },
    });
    vm.runInContext(script, context);
    const isPublicPage = context.isPublicPage as (url: URL) => boolean;
    return (path) => isPublicPage(new URL(path, SITE));
  }

  it('never keeps the lookups nor the dashboard in any language, and keeps the pages', async () => {
    const keeps = await workerKeeps();
    for (const { code } of LANGUAGES) {
      for (const path of [PATHS.tcVerification, PATHS.admissionStatus, '/admin/login', '/trpc/site.settings'])
        expect(keeps(pathInLanguage(path, code)), pathInLanguage(path, code)).toBe(false);
      for (const path of ['/', '/fees', '/notices/a-notice'])
        expect(keeps(pathInLanguage(path, code)), pathInLanguage(path, code)).toBe(true);
    }
    expect(keeps('/brochure.pdf')).toBe(false);
  });
});
