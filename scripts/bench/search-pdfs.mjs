// The search bench's PDFs (scripts/bench/search.mjs): school circulars printed from HTML by headless
// Chromium, as an office's word processor exports them: five A4 pages of about 3 KB of text each, a
// letterhead, a table, an English body with a Marathi, Hindi or Urdu summary, and the Noto fonts
// embedded (subset), so each is about the size and make of a real circular. Printed once, then kept in
// tmp/bench-cache/search/ (ignored by git): the words of a template depend only on its number.
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM } from './js-sizes.mjs';
import { onCleanup, root } from './util.mjs';

/** Bump when the templates change, so a cached set is printed again. */
const VERSION = 5;
export const CACHE_DIR = path.join(root, 'tmp', 'bench-cache', 'search');
/** Distinct circulars shared by the notices. */
export const TEMPLATES = 40;
/** Circulars uploaded through the dashboard while timing, each with a word of its own. */
export const UPLOADS = 10;
/** Words that are nowhere else: the PDF of one notice, then one per uploaded circular. */
export const ONLY_IN_ONE_PDF = 'quillwortharrow';
export const UPLOAD_WORDS = [
  'kestrelmoorhen',
  'larkspurvale',
  'brambleshank',
  'thistledown',
  'ferncastle',
  'wrenhollow',
  'copperbeech',
  'mistlethrush',
  'heronsgate',
  'sloeberried',
];
/** Rare words: each in a few templates only (and in no notice's own text). */
export const RARE_WORDS = ['orienteering', 'calligraphy', 'taekwondo', 'astronomy', 'origami'];

const PAGE_CHARS = 2900;

/** A small deterministic generator, so a template's words depend only on its number. */
function generator(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export const TOPICS = [
  ['Annual examination timetable', 'examination', 'answer sheets', 'hall tickets', 'revision'],
  ['Annual sports day', 'athletics', 'relay', 'house captains', 'track events'],
  ['Fee payment schedule for the second term', 'fees', 'instalment', 'receipt', 'late fee'],
  ['Changes to school bus routes', 'transport', 'bus stop', 'pick-up time', 'driver'],
  ['Parent-teacher meeting', 'progress report', 'class teacher', 'appointment', 'feedback'],
  ['Science exhibition', 'models', 'experiments', 'judges', 'laboratory'],
  ['Winter uniform', 'sweater', 'blazer', 'uniform shop', 'house colours'],
  ['Library week', 'reading', 'book fair', 'librarian', 'borrowing'],
  ['Vaccination drive', 'vaccination', 'consent form', 'health check', 'school nurse'],
  ['Educational field trip', 'excursion', 'museum', 'permission slip', 'packed lunch'],
  ['Admissions for the new academic year', 'admission', 'birth certificate', 'entrance assessment', 'seats'],
  ['Independence Day celebrations', 'flag hoisting', 'assembly', 'patriotic songs', 'march past'],
  ['Summer vacation and holiday homework', 'vacation', 'holiday homework', 'reopening', 'projects'],
  ['Annual day rehearsal schedule', 'annual day', 'rehearsal', 'costumes', 'auditorium'],
  ['Mid-term assessment', 'assessment', 'syllabus', 'unit test', 'marks'],
  ['Inter-house debate competition', 'debate', 'motion', 'speakers', 'adjudicators'],
  ['Swimming lessons', 'swimming', 'pool', 'lifeguard', 'kit'],
  ['Scholarship examination', 'scholarship', 'merit', 'application form', 'eligibility'],
  ['Road safety week', 'road safety', 'helmet', 'traffic police', 'crossing'],
  ['Canteen menu and healthy eating', 'canteen', 'menu', 'nutrition', 'lunch box'],
  ['Computer laboratory rules', 'computers', 'internet', 'passwords', 'printing'],
  ['Music and dance workshop', 'music', 'dance', 'instruments', 'workshop'],
  ['Board examination registration', 'board examination', 'registration', 'photographs', 'signatures'],
  ['Tree plantation drive', 'plantation', 'saplings', 'environment', 'eco club'],
  ['Diwali break', 'Diwali', 'festival', 'holiday', 'safety'],
];

const CLASSES = ['Nursery', 'LKG', 'UKG', ...Array.from({ length: 10 }, (_, i) => `Class ${i + 1}`)];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['June', 'July', 'August', 'September', 'October', 'November', 'December', 'January', 'February'];
const PLACES = ['the main hall', 'the playground', 'the auditorium', 'room 12', 'the library', 'the science block'];
const PEOPLE = ['the class teacher', 'the principal', 'the sports coordinator', 'the office', 'the house mistress'];

const GENERIC = [
  'Parents are requested to read this circular carefully and keep it for reference.',
  'Students of {class} will assemble in {place} at {time} on {day}, {date}.',
  'Please ensure that your ward reaches school on time and carries the school diary every day.',
  'Any change in the schedule will be communicated through the school diary and the notice board.',
  'For questions about {topicword}, please contact {person} between 9 a.m. and 1 p.m. on working days.',
  'The school expects full attendance; leave will be granted only on medical grounds with a certificate.',
  'Students must wear the complete school uniform and their identity card throughout the day.',
  'We thank parents for their continued cooperation and support in the smooth conduct of {topicword}.',
  'The {topicword} schedule for {class} is given in the table below; please note the dates carefully.',
  'Children who are unwell should stay at home, and the office should be informed the same morning.',
  'Mobile phones and valuables are not permitted on the campus; the school is not responsible for their loss.',
  'Parents may meet {person} on {day} after the dispersal, with a prior appointment through the office.',
  'Students are advised to revise regularly and to complete their assignments before {date}.',
  'The reply slip at the end of this circular must be signed and returned to {person} by {date}.',
  'Water bottles, a handkerchief and a light snack should be sent with every child.',
  'Late arrivals after {time} will be marked in the register and parents will be informed.',
  'The {topicword} will be held in {place}, and parents are welcome to attend from {time}.',
  'Please label every item of your ward’s belongings with the name, class and division.',
  'In case of heavy rain, the school will announce any change by text message before 7 a.m.',
  'The school bus will follow its usual route; the pick-up time may change by about ten minutes.',
  'Students who represent the school are expected to maintain discipline and good conduct.',
  'Children of {class} will be accompanied by their teachers and two volunteer parents.',
  'The decision of the school in all matters related to {topicword} will be final.',
  'A copy of this circular is also available on the school website under Notices.',
];

const SUMMARY = {
  mr: 'पालकांना विनंती आहे की त्यांनी हे परिपत्रक काळजीपूर्वक वाचावे. विद्यार्थ्यांनी वेळेवर शाळेत यावे आणि शाळेचा गणवेश घालावा. प्रवेश, परीक्षा आणि शुल्काविषयी अधिक माहितीसाठी कार्यालयाशी संपर्क साधावा. वेळापत्रकातील कोणताही बदल शाळेच्या दैनंदिनीतून कळवला जाईल.',
  hi: 'अभिभावकों से अनुरोध है कि वे इस परिपत्र को ध्यान से पढ़ें। विद्यार्थी समय पर विद्यालय पहुँचें और पूरी वर्दी पहनें। प्रवेश, परीक्षा और शुल्क के बारे में अधिक जानकारी के लिए कार्यालय से संपर्क करें। समय-सारणी में किसी भी बदलाव की सूचना डायरी द्वारा दी जाएगी।',
  ur: 'والدین سے گزارش ہے کہ وہ یہ سرکلر غور سے پڑھیں۔ طلبہ وقت پر اسکول پہنچیں اور مکمل یونیفارم پہنیں۔ داخلہ، امتحان اور فیس کے بارے میں مزید معلومات کے لیے دفتر سے رابطہ کریں۔ نظام الاوقات میں کسی بھی تبدیلی کی اطلاع ڈائری کے ذریعے دی جائے گی۔',
};

const escapeHtml = (s) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function fontFaces() {
  const dir = (pkg) => path.join(root, 'node_modules', '@fontsource', pkg, 'files');
  const face = (family, file, weight, pkg) =>
    `@font-face{font-family:'${family}';font-weight:${weight};src:url(data:font/woff2;base64,${fs
      .readFileSync(path.join(dir(pkg), file))
      .toString('base64')}) format('woff2');}`;
  return [
    face('Noto Sans', 'noto-sans-devanagari-latin-400-normal.woff2', 400, 'noto-sans-devanagari'),
    face('Noto Sans', 'noto-sans-devanagari-latin-700-normal.woff2', 700, 'noto-sans-devanagari'),
    face('Noto Sans', 'noto-sans-devanagari-latin-ext-400-normal.woff2', 400, 'noto-sans-devanagari'),
    face('Noto Sans', 'noto-sans-devanagari-devanagari-400-normal.woff2', 400, 'noto-sans-devanagari'),
    face('Noto Sans', 'noto-sans-devanagari-devanagari-700-normal.woff2', 700, 'noto-sans-devanagari'),
    face('Noto Naskh', 'noto-naskh-arabic-arabic-400-normal.woff2', 400, 'noto-naskh-arabic'),
  ].join('\n');
}

const LOGO =
  '<svg width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#1d4d7a"/><path d="M14 40 L32 14 L50 40 Z" fill="#f2c14e"/><rect x="22" y="40" width="20" height="10" fill="#fff"/><text x="32" y="58" font-size="7" text-anchor="middle" fill="#fff">EST. 1984</text></svg>';

/**
 * A circular's HTML: `n` picks its topic and words; `extra` words are written into its body (a rare
 * word, or a word that is in this one PDF only).
 */
export function circularHtml(n, { extra = [], pages = 5, year = 2025, stamp = null } = {}) {
  const random = generator(1000 + n * 7919);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const [subject, ...topicWords] = TOPICS[n % TOPICS.length];
  const summaryLang = ['mr', 'hi', 'ur'][n % 3];
  const fill = (s) =>
    s
      .replaceAll('{class}', pick(CLASSES))
      .replaceAll('{place}', pick(PLACES))
      .replaceAll('{time}', `${7 + Math.floor(random() * 5)}:${pick(['00', '15', '30', '45'])} a.m.`)
      .replaceAll('{day}', pick(DAYS))
      .replaceAll('{date}', `${1 + Math.floor(random() * 28)} ${pick(MONTHS)} ${year}`)
      .replaceAll('{person}', pick(PEOPLE))
      .replaceAll('{topicword}', pick(topicWords));
  const topicSentence = () =>
    fill(
      pick([
        `Arrangements for the ${pick(topicWords)} of {class} have been finalised by ${pick(PEOPLE)}.`,
        `Details of the ${pick(topicWords)} and the ${pick(topicWords)} are listed section by section below.`,
        `This year the ${pick(topicWords)} will include every division of {class}, from {date}.`,
        `Parents of {class} should note the revised ${pick(topicWords)} for {day}, {date}.`,
      ]),
    );
  const paragraph = () =>
    Array.from({ length: 4 + Math.floor(random() * 4) }, () =>
      random() < 0.35 ? topicSentence() : fill(pick(GENERIC)),
    ).join(' ');
  const extraAt = new Map(extra.map((word, i) => [1 + ((i * 2) % (pages - 1)), word]));

  const sections = [];
  for (let page = 0; page < pages; page++) {
    const parts = [];
    let chars = 0;
    if (page === 0) {
      parts.push(
        `<header>${LOGO}<div><h1>Al-Mahmood School</h1><p>Ganga Nagar, Akola, Maharashtra 444001 · Affiliated to the State Board · office@almahmood.example</p></div></header>`,
        `<p class="ref">Ref. AMS/${year}/CIR/${String(100 + n).padStart(4, '0')} <span>Date: ${1 + (n % 28)} ${MONTHS[n % MONTHS.length]} ${year}</span></p>`,
        `<h2>Circular: ${escapeHtml(subject)}</h2>`,
        '<p>Dear Parents,</p>',
      );
      chars += 400;
    }
    if (page === 2) {
      const rows = Array.from(
        { length: 12 },
        (_, i) =>
          `<tr><td>${i + 1}</td><td>${fill('{day}')}</td><td>${fill('{date}')}</td><td>${pick(CLASSES)}</td><td>${escapeHtml(
            pick(topicWords),
          )}</td><td>${fill('{place}')}</td></tr>`,
      ).join('');
      parts.push(
        `<h3>Schedule</h3><table><thead><tr><th>No.</th><th>Day</th><th>Date</th><th>Class</th><th>Item</th><th>Venue</th></tr></thead><tbody>${rows}</tbody></table>`,
      );
      chars += 900;
    }
    if (page === pages - 1) {
      const lang = summaryLang;
      parts.push(
        `<h3>${{ mr: 'सारांश', hi: 'सारांश', ur: 'خلاصہ' }[lang]}</h3><p lang="${lang}" dir="${lang === 'ur' ? 'rtl' : 'ltr'}" class="${lang}">${SUMMARY[lang]}</p>`,
      );
      chars += SUMMARY[lang].length;
    }
    let word = extraAt.get(page);
    while (chars < PAGE_CHARS - (page === pages - 1 ? 700 : 0)) {
      let text = paragraph();
      if (word) {
        text += ` This part also concerns ${word}, explained in the note attached.`;
        word = undefined;
      }
      parts.push(`<p>${escapeHtml(text)}</p>`);
      chars += text.length;
    }
    if (page === pages - 1)
      parts.push(
        `<div class="sign"><p>Yours sincerely,</p>${stamp ? `<img alt="" width="320" src="data:image/jpeg;base64,${stamp.toString('base64')}">` : ''}<p><b>Principal</b><br>Al-Mahmood School</p></div>`,
        '<div class="slip"><p>Reply slip: I have read the circular. Name of the student: ____________ Class: ______ Signature of the parent: ____________</p></div>',
      );
    sections.push(`<section>${parts.join('\n')}</section>`);
  }
  return `<!doctype html><html><head><meta charset="utf-8"><style>
${fontFaces()}
@page { size: A4; margin: 18mm 18mm 20mm; }
body { font-family: 'Noto Sans', sans-serif; font-size: 10pt; line-height: 1.45; color: #222; }
.ur { font-family: 'Noto Naskh', serif; font-size: 11pt; }
section { page-break-after: always; } section:last-child { page-break-after: auto; }
header { display: flex; gap: 12px; align-items: center; border-bottom: 2px solid #1d4d7a; padding-bottom: 6px; }
h1 { font-size: 18pt; margin: 0; color: #1d4d7a; } header p { margin: 2px 0; font-size: 8.5pt; }
h2 { font-size: 13pt; text-align: center; text-decoration: underline; } h3 { font-size: 11pt; }
.ref { display: flex; justify-content: space-between; font-size: 9pt; }
table { border-collapse: collapse; width: 100%; font-size: 9pt; } td, th { border: 1px solid #888; padding: 2px 5px; }
.sign { margin-top: 14px; } .slip { border-top: 1px dashed #555; margin-top: 14px; font-size: 9pt; }
</style></head><body>${sections.join('\n')}</body></html>`;
}

/**
 * The big PDF: the largest a notice may carry (just under 20 MB), an annual report of text pages and
 * photographs (photos are what make a school's PDF that large; the text pages make its reading work).
 */
async function annualReportHtml(textPages, photoJpegs) {
  const pages = [];
  for (let i = 0; i < textPages; i++) {
    const html = circularHtml(i, { pages: 1 });
    pages.push(/<body>([\s\S]*)<\/body>/.exec(html)[1]);
    if (i < photoJpegs.length)
      pages.push(
        `<section><img style="width:100%" src="data:image/jpeg;base64,${photoJpegs[i].toString('base64')}"><p>Photograph ${i + 1} of the year.</p></section>`,
      );
  }
  const head = /<head>[\s\S]*<\/head>/.exec(circularHtml(0, { pages: 1 }))[0];
  return `<!doctype html><html>${head}<body>${pages.join('\n')}</body></html>`;
}

const BIG_BYTES_MAX = 20 * 1024 * 1024;
const BIG_VERSION = 1;

/**
 * The signature and stamp, scanned (a raster image, as most circulars carry one): with the fonts it
 * makes a circular about 150 KB.
 */
async function scannedStamp() {
  const { default: sharp } = await import('sharp');
  return sharp({
    create: {
      width: 900,
      height: 280,
      channels: 3,
      background: '#fff',
      noise: { type: 'gaussian', mean: 225, sigma: 18 },
    },
  })
    .jpeg({ quality: 72 })
    .toBuffer();
}

async function printPdf(browser, html, file) {
  const page = await browser.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  await page.close();
  fs.writeFileSync(`${file}.tmp`, pdf);
  fs.renameSync(`${file}.tmp`, file);
  return pdf.length;
}

/**
 * The bench's PDFs, printed if not cached: { templates: [file], rare: {word: [template index]},
 * onlyInOne: file, uploads: [{ file, word }], big: file }.
 */
export async function ensureSearchPdfs(log = () => {}) {
  const dir = path.join(CACHE_DIR, `v${VERSION}`);
  fs.mkdirSync(dir, { recursive: true });
  const rare = Object.fromEntries(RARE_WORDS.map((w, i) => [w, [3 + i * 7, 5 + i * 7].map((n) => n % TEMPLATES)]));
  const wanted = [];
  for (let n = 0; n < TEMPLATES; n++) {
    const extra = RARE_WORDS.filter((w) => rare[w].includes(n));
    wanted.push({ file: path.join(dir, `circular-${n}.pdf`), html: (stamp) => circularHtml(n, { extra, stamp }) });
  }
  const onlyInOne = path.join(dir, 'only-in-one.pdf');
  wanted.push({ file: onlyInOne, html: (stamp) => circularHtml(TEMPLATES, { extra: [ONLY_IN_ONE_PDF], stamp }) });
  const uploads = UPLOAD_WORDS.slice(0, UPLOADS).map((word, i) => ({
    word,
    file: path.join(dir, `upload-${i}.pdf`),
  }));
  for (const [i, u] of uploads.entries())
    wanted.push({ file: u.file, html: (stamp) => circularHtml(TEMPLATES + 1 + i, { extra: [u.word], stamp }) });
  const big = path.join(CACHE_DIR, `annual-report-20mb-v${BIG_VERSION}.pdf`);
  const missing = wanted.filter((w) => !fs.existsSync(w.file));
  const stamp = missing.length > 0 ? await scannedStamp() : null;
  if (missing.length > 0 || !fs.existsSync(big)) {
    log(`printing ${missing.length + (fs.existsSync(big) ? 0 : 1)} PDFs with Chromium (once; kept in ${dir})`);
    if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    const stop = onCleanup(() => browser.close());
    try {
      for (const w of missing) await printPdf(browser, w.html(stamp), w.file);
      if (!fs.existsSync(big)) await printBig(browser, big);
    } finally {
      await browser.close();
      stop();
    }
  }
  return { templates: wanted.slice(0, TEMPLATES).map((w) => w.file), rare, onlyInOne, uploads, big };
}

/** Prints the annual report: 200 text pages, then photographs until it is just under 20 MB. */
async function printBig(browser, file) {
  const { default: sharp } = await import('sharp');
  const photo = (i) =>
    sharp({
      create: {
        width: 1800,
        height: 1200,
        channels: 3,
        background: '#6a8',
        noise: { type: 'gaussian', mean: 120 + i, sigma: 30 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
  const textPages = 200;
  const textOnly = await printPdf(browser, await annualReportHtml(textPages, []), file);
  const one = await photo(0);
  // Chromium keeps a JPEG's bytes as they are: the photos add their own size.
  const count = Math.floor((BIG_BYTES_MAX * 0.97 - textOnly) / (one.length + 300));
  const photos = await Promise.all(Array.from({ length: count }, (_, i) => photo(i)));
  const size = await printPdf(browser, await annualReportHtml(textPages, photos), file);
  if (size > BIG_BYTES_MAX) {
    fs.rmSync(file);
    throw new Error(`the annual report came out at ${size} bytes, over the 20 MB a notice may carry`);
  }
}
