import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnquiryRow } from '../factories/submissions';
import { fieldErrorsOf, makeTestApp, type TestApp } from '../helpers/test-app';

// The office's translations of its lists (docs/architecture.md, "Languages"): saved through the
// dashboard's procedures, shown on the pages and in the API in that language, English where there is
// none (marked lang="en" on the smallest element holding it), "needs translation" when the English
// changed since, gone with their item.

let t: TestApp;
const owner = { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true };
const admin = () => t.caller({ session: owner }).admin;
const translationRows = (subject: string) =>
  t.app.svc.db.$client.prepare('select * from translations where subject = ? order by id').all(subject) as {
    item_id: number;
    lang: string;
    field: string;
    value: string;
    seeded: number;
    updated_by: string;
  }[];

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

const URDU_ANSWER = 'داخلہ فارم اسکول کے دفتر سے ملتا ہے، اور آن لائن بھی بھرا جا سکتا ہے۔';

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('an FAQ answer translated into Urdu', () => {
  let id: number;
  const question = 'Where do I get the admission form?';
  const answer = 'From the school office, or fill it in online.';

  beforeAll(async () => {
    const made = await admin().faqs.create({ question, answer, category: 'admission', popularity: 999 });
    id = made.id;
  });

  it('is saved through the dashboard and shown on the Urdu home page, the question marked English', async () => {
    const englishBefore = await page('/');
    await admin().faqs.translate({ id, lang: 'ur', values: { answer: URDU_ANSWER } });
    const rows = translationRows('faqs').filter((r) => r.item_id === id);
    expect(rows).toMatchObject([{ lang: 'ur', field: 'answer', value: URDU_ANSWER, seeded: 0, updated_by: 'admin' }]);

    const urdu = await page('/ur/');
    expect(urdu).toContain(`<p lang="ur" dir="rtl">${URDU_ANSWER}</p>`);
    // The question has no translation: it stays English, and says so, left to right on the Urdu page.
    expect(urdu).toContain(`<span lang="en" dir="ltr">${question}</span>`);
    // English is as it was.
    const english = await page('/');
    expect(english).toContain(`<p>${answer}</p>`);
    expect(english).not.toContain(URDU_ANSWER);
    expect(english.replace(/nonce="[^"]*"/g, '')).toBe(englishBefore.replace(/nonce="[^"]*"/g, ''));
  });

  it('is what the API answers at /ur/trpc, and English at /trpc', async () => {
    const urdu = await t.app.inject({ method: 'GET', url: '/ur/trpc/faqs.list' });
    const urduItem = urdu.json().result.data.find((f: { id: number }) => f.id === id);
    expect(urduItem).toMatchObject({ question, answer: URDU_ANSWER, untranslated: ['question'] });
    const english = await t.app.inject({ method: 'GET', url: '/trpc/faqs.list' });
    const englishItem = english.json().result.data.find((f: { id: number }) => f.id === id);
    expect(englishItem.answer).toBe(answer);
    expect(englishItem).not.toHaveProperty('untranslated');
    // Hindi has no translation: English, marked as such.
    const hindi = await t.app.inject({ method: 'GET', url: '/hi/trpc/faqs.list' });
    expect(hindi.json().result.data.find((f: { id: number }) => f.id === id)).toMatchObject({
      answer,
      untranslated: ['question', 'answer'],
    });
  });

  it('needs translation once the English changes, and not before', async () => {
    const before = await admin().faqs.translations({ id });
    expect(before.languages.ur.answer).toMatchObject({ value: URDU_ANSWER, needsTranslation: false, seeded: false });
    await admin().faqs.update({
      id,
      question,
      answer: `${answer} It costs nothing.`,
      category: 'admission',
      popularity: 999,
    });
    const after = await admin().faqs.translations({ id });
    expect(after.languages.ur.answer).toMatchObject({ value: URDU_ANSWER, source: answer, needsTranslation: true });
    expect(after.english.answer).toBe(`${answer} It costs nothing.`);
  });

  it('refuses a misspelt {field} beside the field and stores nothing', async () => {
    const before = translationRows('faqs');
    expect(
      await fieldErrorsOf(admin().faqs.translate({ id, lang: 'hi', values: { answer: 'शुल्क {admisionFee} है।' } })),
    ).toEqual({
      answer: 'There is no field {admisionFee}: use one of the fields offered, such as {schoolName}',
    });
    // The English rules hold too: the answer's length.
    expect(
      await fieldErrorsOf(admin().faqs.translate({ id, lang: 'hi', values: { answer: 'क'.repeat(3001) } })),
    ).toEqual({ answer: expect.any(String) });
    expect(translationRows('faqs')).toEqual(before);
  });

  it('is refused to a role without content (403)', async () => {
    const desk = t.caller({ session: { adminId: 2, username: 'desk', role: 'admissions' as const, twoFactor: true } });
    await expect(desk.admin.faqs.translate({ id, lang: 'ur', values: { answer: 'x' } })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('goes when its item is deleted', async () => {
    await admin().faqs.translate({ id, lang: 'mr', values: { question: 'प्रवेश अर्ज कुठे मिळेल?' } });
    expect(translationRows('faqs').filter((r) => r.item_id === id)).toHaveLength(2);
    await admin().faqs.remove({ id });
    expect(translationRows('faqs').filter((r) => r.item_id === id)).toEqual([]);
  });
});

describe('notices in another language', () => {
  it('shows an untranslated notice on /hi/notices in English, marked on its smallest elements', async () => {
    const notice = await admin().notices.create({
      title: 'Sports day moved',
      body: 'Sports day is now on **Friday**.',
      category: 'event',
    });
    const hindi = await page('/hi/notices');
    expect(hindi).toContain('<span lang="en">Sports day moved</span>');
    expect(hindi).toContain('<p class="notice-card-excerpt" lang="en">Sports day is now on Friday.</p>');
    const urduNotice = await page(`/ur/notices/${notice.path.split('/').pop()}`);
    expect(urduNotice).toContain('<h1 lang="en" dir="ltr">Sports day moved</h1>');
    expect(urduNotice).toMatch(/<div class="notice-body" lang="en" dir="ltr">/);
    // The English list has no mark.
    const english = await page('/notices');
    expect(english).toContain('>Sports day moved</a>');
  });

  it('shows a notice’s translation on that language’s pages and in its feed data, and removes it with the notice', async () => {
    const notice = await admin().notices.create({
      title: 'Holiday on Monday',
      body: 'The school is closed.',
      category: 'holiday',
    });
    const slug = notice.path.split('/').pop();
    await admin().notices.translate({
      id: notice.id,
      lang: 'mr',
      values: { title: 'सोमवारी सुट्टी', body: 'शाळा **बंद** राहील.' },
    });
    const marathi = await page('/mr/notices');
    expect(marathi).toContain('<span lang="mr">सोमवारी सुट्टी</span>');
    const detail = await page(`/mr/notices/${slug}`);
    expect(detail).toContain('<h1 lang="mr">सोमवारी सुट्टी</h1>');
    expect(detail).toContain('<strong>बंद</strong>');
    expect(await page('/notices')).toContain('>Holiday on Monday</a>');

    const { feedNotices } = await import('../../src/server/features/notices/service');
    expect(feedNotices(t.app.svc, 'mr').find((n) => n.slug === slug)).toMatchObject({
      title: 'सोमवारी सुट्टी',
      html: expect.stringContaining('<strong>बंद</strong>'),
    });
    expect(feedNotices(t.app.svc).find((n) => n.slug === slug)?.title).toBe('Holiday on Monday');

    await admin().notices.remove({ id: notice.id });
    expect(translationRows('notices').filter((r) => r.item_id === notice.id)).toEqual([]);
  });
});

describe('the install’s draft translations', () => {
  it('brings the first FAQ and fee heads in Marathi, Hindi and Urdu, as drafts to review', async () => {
    const heads = await admin().feeItems.list();
    const formFee = heads.find((h) => h.name === 'Admission form fee');
    if (!formFee) throw new Error('the seeded fee head is missing');
    const drafts = await admin().feeItems.translations({ id: formFee.id });
    expect(drafts.languages.mr.name).toMatchObject({ value: 'प्रवेश अर्ज शुल्क', seeded: true, needsTranslation: false });
    expect(drafts.languages.ur.due).toMatchObject({ value: 'صرف ایک بار، داخلہ فارم کے ساتھ', seeded: true });

    const faq = (await admin().faqs.list()).find((f) => f.question === 'How much is the admission form fee?');
    if (!faq) throw new Error('the seeded question is missing');
    const urdu = await t.app.inject({ method: 'GET', url: '/ur/trpc/faqs.list' });
    // Its field is filled in Urdu as in English.
    expect(urdu.json().result.data.find((f: { id: number }) => f.id === faq.id)).toMatchObject({
      question: 'داخلہ فارم کی فیس کتنی ہے؟',
      answer: 'داخلہ فارم کی فیس ₹2,000 ہے اور یہ واپس نہیں کی جاتی۔',
      untranslated: [],
    });

    // Saving a draft makes it the office's; deleting one keeps it deleted at the next start.
    await admin().feeItems.translate({ id: formFee.id, lang: 'hi', values: { name: 'प्रवेश फ़ॉर्म फ़ीस', due: '' } });
    const saved = await admin().feeItems.translations({ id: formFee.id });
    expect(saved.languages.hi.name).toMatchObject({ value: 'प्रवेश फ़ॉर्म फ़ीस', seeded: false });
    expect(saved.languages.hi.due).toBeUndefined();
    const { seedTranslations } = await import('../../src/server/db/seed-translations');
    expect(seedTranslations(t.app.svc.db, new Date())).toBe(false);
    expect((await admin().feeItems.translations({ id: formFee.id })).languages.hi.due).toBeUndefined();
  });
});

describe('reply templates in the family’s language', () => {
  it('offers a template in the enquiry’s language, in English where it has no translation', async () => {
    const desk = t.caller({ session: { adminId: 3, username: 'desk', role: 'admissions' as const, twoFactor: true } })
      .admin.deskReplies;
    const template = await desk.templates.create({
      name: 'Thanks',
      subject: 'Thank you, {parentName}',
      body: 'Dear {parentName}, we will call you soon.',
    });
    // The desk (admissions) translates templates; it is their words, not the site's.
    await desk.templates.translate({
      id: template.id,
      lang: 'ur',
      values: { subject: 'شکریہ، {parentName}', body: 'محترم {parentName}، ہم جلد آپ کو فون کریں گے۔' },
    });
    expect(
      await fieldErrorsOf(
        desk.templates.translate({ id: template.id, lang: 'hi', values: { body: 'प्रिय {parentNam}' } }),
      ),
    ).toEqual({ body: expect.stringContaining('{parentNam}') });

    const urdu = createEnquiryRow(t.app.svc, { firstName: 'Sana', lastName: 'Khan' });
    const hindi = createEnquiryRow(t.app.svc, { firstName: 'Ravi', lastName: 'Patil' });
    const english = createEnquiryRow(t.app.svc, { firstName: 'Anne', lastName: 'Dsouza' });
    t.app.svc.db.$client.prepare('update enquiries set language = ? where id = ?').run('ur', urdu.id);
    t.app.svc.db.$client.prepare('update enquiries set language = ? where id = ?').run('hi', hindi.id);

    const inUrdu = await desk.preview({ kind: 'enquiry', id: urdu.id, templateId: template.id });
    expect(inUrdu.subject).toMatch(/^شکریہ، /);
    expect(inUrdu.body).toMatch(/^محترم .+، ہم جلد آپ کو فون کریں گے۔$/);
    // Hindi has none yet: English.
    expect((await desk.preview({ kind: 'enquiry', id: hindi.id, templateId: template.id })).body).toMatch(/^Dear /);
    expect((await desk.preview({ kind: 'enquiry', id: english.id, templateId: template.id })).subject).toMatch(
      /^Thank you, /,
    );

    // An editor (content) cannot translate the desk's templates.
    const editor = t.caller({ session: { adminId: 4, username: 'ed', role: 'editor' as const, twoFactor: true } });
    await expect(
      editor.admin.deskReplies.templates.translate({ id: template.id, lang: 'mr', values: { body: 'x' } }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });

    await desk.templates.remove({ id: template.id });
    expect(translationRows('reply-templates').filter((r) => r.item_id === template.id)).toEqual([]);
  });
});

describe('the site alert in another language', () => {
  it('shows the translated message where this message was translated, English marked elsewhere', async () => {
    const alert = {
      message: 'School closed tomorrow for rain.',
      link: '',
      severity: 'urgent' as const,
      startsAt: '',
      endsAt: '',
    };
    await admin().alert.save(alert);
    await admin().alert.translate({ id: 0, lang: 'mr', values: { message: 'पावसामुळे उद्या शाळा बंद राहील.' } });
    expect(await page('/mr/')).toContain('<span lang="mr">पावसामुळे उद्या शाळा बंद राहील.</span>');
    expect(await page('/ur/')).toContain('<span lang="en" dir="ltr">School closed tomorrow for rain.</span>');
    expect(await page('/')).toContain('<p class="site-alert-text">School closed tomorrow for rain.');

    // A new alert is new news: the last one's translation is not shown for it, and the office is told.
    await admin().alert.save({ ...alert, message: 'Exams start on Monday.' });
    expect(await page('/mr/')).toContain('<span lang="en">Exams start on Monday.</span>');
    expect((await admin().alert.translations({ id: 0 })).languages.mr.message?.needsTranslation).toBe(true);
    await admin().alert.clear();
    expect(translationRows('site-alert')).toEqual([]);
  });
});

describe('the school’s words in Settings in another language', () => {
  it('gives the pages’ settings and fields in the page’s language, English elsewhere', async () => {
    const saved = await admin().settings.translate({
      id: 0,
      lang: 'hi',
      values: { tagline: 'हर विद्यार्थी की विशेषता को निखारना', schoolStages: 'नर्सरी से कक्षा 12 तक' },
    });
    expect(saved.languages.hi.tagline).toMatchObject({ needsTranslation: false, seeded: false });
    const hindi = await t.app.inject({ method: 'GET', url: '/hi/trpc/site.settings' });
    expect(hindi.json().result.data.tagline).toBe('हर विद्यार्थी की विशेषता को निखारना');
    const english = await t.app.inject({ method: 'GET', url: '/trpc/site.settings' });
    expect(english.json().result.data.tagline).not.toBe('हर विद्यार्थी की विशेषता को निखारना');

    const faq = await admin().faqs.create({
      question: 'Which classes?',
      answer: 'We teach {schoolStages}.',
      category: 'academic',
      popularity: 0,
    });
    await admin().faqs.translate({ id: faq.id, lang: 'hi', values: { answer: 'हम {schoolStages} पढ़ाते हैं।' } });
    const list = await t.app.inject({ method: 'GET', url: '/hi/trpc/faqs.list' });
    expect(list.json().result.data.find((f: { id: number }) => f.id === faq.id).answer).toBe(
      'हम नर्सरी से कक्षा 12 तक पढ़ाते हैं।',
    );
    const inEnglish = await t.app.inject({ method: 'GET', url: '/trpc/faqs.list' });
    expect(inEnglish.json().result.data.find((f: { id: number }) => f.id === faq.id).answer).toBe(
      'We teach Nursery to Grade 12.',
    );
    // Settings are the Owner's: an editor cannot translate them.
    const editor = t.caller({ session: { adminId: 4, username: 'ed', role: 'editor' as const, twoFactor: true } });
    await expect(
      editor.admin.settings.translate({ id: 0, lang: 'mr', values: { tagline: 'x' } }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the install’s draft translations of the school’s words', () => {
  it('gives the tagline and the stages in Urdu as drafts', async () => {
    const fresh = await makeTestApp();
    try {
      const owner = fresh.caller({
        session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true },
      });
      const { languages } = await owner.admin.settings.translations({ id: 0 });
      expect(languages.ur.tagline).toMatchObject({ value: 'ہر طالب علم کی انفرادیت کی پرورش', seeded: true });
      expect(languages.mr.schoolStages).toMatchObject({
        value: 'नर्सरी ते इयत्ता 12',
        seeded: true,
        needsTranslation: false,
      });
      const urdu = await fresh.app.inject({ method: 'GET', url: '/ur/trpc/site.settings' });
      expect(urdu.json().result.data.tagline).toBe('ہر طالب علم کی انفرادیت کی پرورش');
      // The admissions button names its year by its field, filled in the language as in English.
      const english = (await fresh.app.inject({ method: 'GET', url: '/trpc/site.settings' })).json().result.data;
      const year = english.admissionYear as string;
      expect(english.heroButtonText).toBe(`Admissions Open For AY ${year}`);
      expect(urdu.json().result.data.heroButtonText).toBe(`تعلیمی سال ${year} کے لیے داخلے جاری ہیں`);
      const marathiHome = (await fresh.app.inject({ method: 'GET', url: '/mr/' })).body;
      expect(marathiHome).toContain(`शैक्षणिक वर्ष ${year} साठी प्रवेश सुरू`);
      expect(marathiHome).not.toContain('Admissions Open For AY');
    } finally {
      await fresh.close();
    }
  });
});
