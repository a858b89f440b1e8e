import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageCode } from '../../src/shared/paths';
import { placeholdersOf } from '../../src/shared/words/fill';
import { privacyWordsFor } from '../../src/shared/words/privacy';
import { EN_PRIVACY } from '../../src/shared/words/privacy/en';
import { statementWordsFor } from '../../src/shared/words/statements';
import { EN_STATEMENTS } from '../../src/shared/words/statements/en';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The words around the forms and on the statutory pages in Marathi, Hindi and Urdu
// (docs/architecture.md, "Languages", "The words around the forms and the statutory pages"): each
// page in another language says its words in it, the English sentence is gone, and the English page
// still says what it said; the privacy notice keeps the version of its English text.

let t: TestApp;
let campus: string;

beforeAll(async () => {
  t = await makeTestApp();
  const page = await t.caller().disclosure.page({ campus: '' });
  campus = page!.campus.slug;
});
afterAll(async () => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
// The page's visible text with its markup removed (entities as written), to find sentences split by tags.
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** Per page: a sentence of English that must be gone from the other languages, and each language's own. */
const PAGES: { path: () => string; english: string[]; words: Record<Exclude<LanguageCode, 'en'>, string[]> }[] = [
  {
    path: () => '/contact',
    english: ['Our addresses', 'Get in touch', 'School hours, Classes 1-12:', 'We are here to help'],
    words: {
      mr: ['आमचे पत्ते', 'संपर्क साधा', 'शाळेची वेळ, इयत्ता 1-12:', 'आम्ही मदतीसाठी आहोत'],
      hi: ['हमारे पते', 'संपर्क करें', 'विद्यालय का समय, कक्षा 1-12:', 'हम आपकी मदद के लिए हैं'],
      ur: ['ہمارے پتے', 'رابطہ کریں', 'اسکول کے اوقات، جماعت 1-12:', 'ہم آپ کی مدد کے لیے حاضر ہیں'],
    },
  },
  {
    path: () => '/apply',
    english: ['Required documents', 'Need help?', 'Please keep these ready'],
    words: {
      mr: ['आवश्यक कागदपत्रे', 'मदत हवी आहे?', 'अधिक माहितीसाठी प्रवेश प्रक्रिया आणि पात्रता याविषयी वाचा'],
      hi: ['आवश्यक दस्तावेज़', 'मदद चाहिए?', 'प्रवेश प्रक्रिया और पात्रता के बारे में पढ़ें'],
      ur: ['ضروری دستاویزات', 'مدد چاہیے؟', 'براہ کرم یہ دستاویزات تیار رکھیں'],
    },
  },
  {
    path: () => '/tc-verification',
    english: ['About this service', 'no list of certificates is published', 'Transfer Certificate Verification'],
    words: {
      mr: ['या सेवेविषयी', 'दाखल्यांची कोणतीही यादी प्रसिद्ध केली जात नाही', 'शाळा सोडल्याच्या दाखल्याची पडताळणी'],
      hi: ['इस सेवा के बारे में', 'प्रमाणपत्रों की कोई सूची प्रकाशित नहीं की जाती'],
      ur: ['اس سروس کے بارے میں', 'سرٹیفکیٹس کی کوئی فہرست شائع نہیں کی جاتی'],
    },
  },
  {
    path: () => '/admission-status',
    english: ['Enter the reference number you were given'],
    words: { mr: ['प्रवेशाची स्थिती'], hi: ['प्रवेश'], ur: ['داخلے'] },
  },
  {
    path: () => '/privacy',
    english: ['Who we are', 'How long we keep it', 'Grievance officer', 'On this page', 'We never sell your data'],
    words: {
      mr: ['आम्ही कोण आहोत', 'तक्रार निवारण अधिकारी', 'या पानावर', 'आम्ही तुमची माहिती कधीही विकत नाही'],
      hi: ['हम कौन हैं', 'शिकायत अधिकारी', 'इस पृष्ठ पर', 'हम आपका डेटा कभी नहीं बेचते'],
      ur: ['ہم کون ہیں', 'شکایات افسر', 'اس صفحے پر', 'ہم آپ کا ڈیٹا کبھی نہیں بیچتے'],
    },
  },
  {
    path: () => '/accessibility',
    english: ['Our commitment', 'How we test this website', 'Feedback and contact'],
    words: {
      mr: ['आमची बांधिलकी', 'आम्ही हे संकेतस्थळ कसे तपासतो', 'अभिप्राय आणि संपर्क'],
      hi: ['हमारी प्रतिबद्धता', 'हम इस वेबसाइट की जाँच कैसे करते हैं', 'सुझाव और संपर्क'],
      ur: ['ہمارا عزم', 'ہم اس ویب سائٹ کی جانچ کیسے کرتے ہیں', 'رائے اور رابطہ'],
    },
  },
  {
    path: () => '/terms',
    english: ['Terms and conditions', 'Hyperlinking policy', 'Governing law'],
    words: {
      mr: ['अटी व शर्ती', 'दुवे देण्याचे धोरण', 'लागू कायदा'],
      hi: ['नियम और शर्तें', 'हाइपरलिंक नीति', 'लागू कानून'],
      ur: ['شرائط و ضوابط', 'ہائپر لنک پالیسی', 'نافذ قانون'],
    },
  },
  {
    path: () => `/mandatory-public-disclosure/${campus}`,
    english: [
      'A. General information',
      'Name of the school',
      'Fee structure of the school',
      'D. Staff (teaching)',
      'Total number of teachers (all)',
      'Total campus area of the school',
      'Last updated:',
    ],
    words: {
      mr: ['अ. सर्वसाधारण माहिती', 'शाळेचे नाव', 'शाळेची शुल्क रचना', 'ड. कर्मचारी (शिक्षक)', 'अखेरचे अद्ययावत:'],
      hi: ['क. सामान्य जानकारी', 'विद्यालय का नाम', 'विद्यालय की शुल्क संरचना', 'शिक्षकों की कुल संख्या (सभी)'],
      ur: ['الف۔ عمومی معلومات', 'اسکول کا نام', 'اسکول کی فیس کا ڈھانچہ', 'لڑکیوں کے بیت الخلا کی تعداد'],
    },
  },
];

describe('the words around the forms and the statutory pages', () => {
  for (const page of PAGES) {
    it(`${page.english[0]}: the English page says its English words`, async () => {
      const body = text(await get(page.path()));
      for (const sentence of page.english) expect(body, sentence).toContain(sentence);
    });
    for (const lang of ['mr', 'hi', 'ur'] as const) {
      it(`${page.english[0]}: /${lang} says its words, not English's`, async () => {
        const body = text(await get(`/${lang}${page.path()}`));
        for (const words of page.words[lang]) expect(body, words).toContain(words);
        for (const sentence of page.english) expect(body, sentence).not.toContain(sentence);
      });
    }
  }

  it('the disclosure marks the office’s English (campus name, addresses) lang="en" on a page in another language', async () => {
    const english = await get(`/mandatory-public-disclosure/${campus}`);
    expect(english).not.toMatch(/<h2 class="disclosure-campus-name" lang=/);
    const urdu = await get(`/ur/mandatory-public-disclosure/${campus}`);
    expect(urdu).toMatch(/<h2 class="disclosure-campus-name" lang="en" dir="ltr">/);
    const marathi = await get(`/mr/mandatory-public-disclosure/${campus}`);
    expect(marathi).toMatch(/<h2 class="disclosure-campus-name" lang="en">/);
    // The translated tables say their language inside a <main> that may still say English.
    expect(marathi).toMatch(/<div class="section disclosure-page" lang="mr">/);
  });

  it('the accessibility statement marks the limitations the office typed lang="en" on a page in another language', async () => {
    const owner = { session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } };
    await t.caller(owner).admin.settings.save({ accessibilityLimitations: 'The campus map is an image.' });
    const urdu = await get('/ur/accessibility');
    expect(urdu).toMatch(/<ul class="statement-list" lang="en" dir="ltr"><li>The campus map is an image.<\/li>/);
    expect(text(urdu)).toContain('ہم جانتے ہیں کہ ویب سائٹ کے یہ حصے ابھی پوری طرح قابل رسائی نہیں ہیں');
    const english = await get('/accessibility');
    expect(english).toMatch(/<ul class="statement-list"><li>The campus map is an image.<\/li>/);
    await t.caller(owner).admin.settings.save({ accessibilityLimitations: '' });
  });

  it('the privacy notice in another language keeps the version of the English text records keep', async () => {
    const english = await t.caller().privacy.notice();
    const hindi = await get('/hi/privacy');
    expect(text(hindi)).toContain(`संस्करण ${english.version}, प्रकाशित:`);
    // Reading it in Hindi stores no new version.
    expect((await t.caller().privacy.notice()).version).toBe(english.version);
  });
});

type Leaf = { path: string; value: unknown };
const leaves = (node: unknown, path = ''): Leaf[] =>
  typeof node === 'object' && node !== null
    ? Object.entries(node).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k))
    : [{ path, value: node }];

describe('the privacy notice’s and the statements’ catalogues', () => {
  const catalogues = [
    { name: 'privacy', english: EN_PRIVACY, of: privacyWordsFor },
    { name: 'statements', english: EN_STATEMENTS, of: statementWordsFor },
  ];
  for (const { name, english, of } of catalogues) {
    for (const { code } of LANGUAGES) {
      it(`${name}, ${code}: English's words with the same placeholders, Latin digits`, () => {
        const source = new Map(leaves(english).map((l) => [l.path, l.value as string]));
        const words = leaves(of(code));
        expect(words.map((l) => l.path).sort()).toEqual([...source.keys()].sort());
        for (const { path, value } of words) {
          expect(typeof value, path).toBe('string');
          expect(placeholdersOf(value as string).sort(), path).toEqual(placeholdersOf(source.get(path)!).sort());
          expect((value as string).trim(), path).not.toBe('');
          expect(value as string, path).not.toMatch(/[०-९۰-۹٠-٩]/);
        }
      });
    }
  }
});
