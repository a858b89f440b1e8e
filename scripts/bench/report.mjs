// The bench's table: each figure beside its target (docs/decisions/025-benchmark.md), PASS / FAIL /
// report / not measured.

/** The targets, in one place: what the table checks. */
export const TARGETS = {
  /** Through the shipped nginx and its cache, what a school deploys (decision 017). */
  homeCachedRatio: 0.9,
  /** As fast as before the admissions desk's work on each enquiry (docs/decisions/045-enquiry-write-path.md). */
  enquiriesPerSecond: 4000,
  enquiryP99Ms: 25,
  photoSeconds: 1.0,
  photoPeakRssMB: 300,
  rssAfterStartMB: 150,
  rssUnderLoadMB: 150,
  rssIdleMB: 120,
  homeJsKB: 15,
  infoJsKB: 10,
  deskMs: 200,
  publishMs: 200,
  freshPageMs: 100,
  /** A page in Marathi or Urdu paints first within this of the English page (the fonts swap in). */
  languageFcpGapMs: 100,
  /** A page answered from the page cache over a fresh connection; a render takes several times this. */
  cachedPageMs: 5,
  /** Site search at 10,000 notices with their PDFs (docs/decisions/051-site-search.md). */
  searchQueryMs: 20,
  searchPageMs: 100,
  searchFoundSeconds: 1,
  searchAddedPercent: 30,
  pdfReadPeakRssMB: 300,
  /** A year's bank statement imported and matched, receipts issued (docs/decisions/052-upi-fees.md). */
  statementImportSeconds: 2,
  statementImportRssMB: 150,
  /** The form pages' JavaScript before any interaction, and what an island adds when it wakes. */
  formJsKB: 15,
  islandJsKB: 85,
};

const fmt = (n, digits = 0) =>
  n === null || n === undefined || !Number.isFinite(n)
    ? '?'
    : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kb = (bytes) => `${fmt(bytes / 1024, 1)} KB`;
const mb = (n) => `${fmt(n, 0)} MB`;
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

/** The rows of `--only enquiries`: the enquiry run, the disk beside it and the server it ran on. */
export function enquiryRows(r) {
  return rowsFrom(r).filter(({ measure }) =>
    /^(Enquir| {2}\((this disk|CPU per)|Cold start|Server RSS (after|under))/.test(measure),
  );
}

/** Rows of { measure, figure, target, result } from the bench's results object. */
export function rowsFrom(r) {
  const rows = [];
  const row = (measure, figure, target, result) => rows.push({ measure, figure, target, result });
  const missing = (measure, target, why) => row(measure, '-', target, `not measured${why ? ` (${why})` : ''}`);
  const why = (name) => r.errors[Object.keys(r.errors).find((k) => k.startsWith(name)) ?? ''] ?? r.errors.bench;

  // Home page against nginx.
  if (r.home) {
    const h = r.home;
    if (h.cached)
      row(
        'Home page req/s through the shipped nginx (cache) vs nginx static (same br bytes, wrk -c50)',
        `${fmt(h.cached.rps)} / ${fmt(h.nginx.rps)} = ${fmt(h.cachedRatio, 2)}`,
        `ratio >= ${TARGETS.homeCachedRatio}`,
        verdict(h.cachedRatio >= TARGETS.homeCachedRatio && h.cached.non2xx === 0),
      );
    row(
      'Home page req/s, Node alone vs nginx static',
      `${fmt(h.server.rps)} / ${fmt(h.nginx.rps)} = ${fmt(h.ratio, 2)}`,
      'report',
      'report',
    );
  } else
    missing(
      'Home page req/s through the shipped nginx vs nginx static',
      `ratio >= ${TARGETS.homeCachedRatio}`,
      r.toolsProblem ?? why('home'),
    );

  // Enquiries.
  const e = r.enquiries;
  if (e) {
    row(
      'Enquiries acknowledged/s (20 conns, sync FULL)',
      `${fmt(e.perSecond)}/s (${fmt(e.acknowledged)} in ${fmt(e.seconds, 1)} s, ${fmt(e.refused)} refused)`,
      `>= ${fmt(TARGETS.enquiriesPerSecond)}/s`,
      verdict(e.perSecond >= TARGETS.enquiriesPerSecond),
    );
    row(
      'Enquiry latency p50 / p99',
      `${fmt(e.p50, 1)} / ${fmt(e.p99, 1)} ms`,
      `p99 < ${TARGETS.enquiryP99Ms} ms`,
      verdict(e.p99 < TARGETS.enquiryP99Ms),
    );
    if (Number.isFinite(e.serverCpuUsPerEnquiry))
      row(
        '  (CPU per enquiry: server / this loader)',
        `${fmt(e.serverCpuUsPerEnquiry)} / ${fmt(e.loaderCpuUsPerEnquiry)} µs`,
        'report',
        'report',
      );
    if (typeof e.stored === 'number')
      row(
        'Enquiries stored == acknowledged',
        `${fmt(e.stored)} stored, ${fmt(e.acknowledged)} acknowledged (synchronous=${e.synchronous ?? '?'})`,
        'equal',
        verdict(e.stored === e.acknowledged),
      );
    else missing('Enquiries stored == acknowledged', 'equal', why('stored'));
  } else
    missing(
      'Enquiries acknowledged/s',
      `>= ${fmt(TARGETS.enquiriesPerSecond)}/s, p99 < ${TARGETS.enquiryP99Ms} ms`,
      why('enquiries'),
    );
  if (Number.isFinite(r.bareCommitsPerSecond))
    row('  (this disk: bare SQLite commits/s, WAL, FULL)', `${fmt(r.bareCommitsPerSecond)}/s`, 'report', 'report');

  // The photo.
  if (r.photo) {
    const p = r.photo;
    row(
      '12-MP photo upload -> all variants',
      `${fmt(p.seconds, 2)} s (${fmt(p.jpegMB, 1)} MB JPEG)`,
      `< ${fmt(TARGETS.photoSeconds, 1)} s`,
      verdict(p.seconds < TARGETS.photoSeconds),
    );
    row(
      'Peak server RSS during the upload',
      `${mb(p.peakRss)} (from ${mb(p.rssBefore)})`,
      `< ${TARGETS.photoPeakRssMB} MB`,
      verdict(p.peakRss < TARGETS.photoPeakRssMB),
    );
  } else missing('12-MP photo upload', `< ${TARGETS.photoSeconds} s, peak RSS < 300 MB`, why('12-megapixel'));

  // Cold start and memory.
  if (r.coldStart) {
    row('Cold start: spawn -> first 200 on / (seeding)', `${fmt(r.coldStart.ms)} ms`, 'report', 'report');
    row(
      'Server RSS after the first start',
      `${mb(r.coldStart.rssAfterStart)} (peak while seeding ${mb(r.coldStart.hwmAtStart)})`,
      `<= ${TARGETS.rssAfterStartMB} MB`,
      verdict(r.coldStart.rssAfterStart <= TARGETS.rssAfterStartMB),
    );
  } else missing('Cold start', 'report', why('cold'));
  const loaded = [r.home?.rssUnderLoad, r.enquiries?.rssUnderLoad].filter((n) => Number.isFinite(n));
  if (loaded.length > 0) {
    const peak = Math.max(...loaded);
    row(
      'Server RSS under load (peak)',
      `${mb(peak)} (home ${mb(r.home?.rssUnderLoad)}, enquiries ${mb(r.enquiries?.rssUnderLoad)})`,
      `<= ${TARGETS.rssUnderLoadMB} MB`,
      verdict(peak <= TARGETS.rssUnderLoadMB),
    );
  } else missing('Server RSS under load', `<= ${TARGETS.rssUnderLoadMB} MB`);
  if (r.idle?.rss)
    row(
      'Server RSS idle (5 s after the load)',
      mb(r.idle.rss),
      `<= ${TARGETS.rssIdleMB} MB`,
      verdict(r.idle.rss <= TARGETS.rssIdleMB),
    );
  else missing('Server RSS idle', `<= ${TARGETS.rssIdleMB} MB`, why('idle'));

  // JavaScript.
  if (r.js?.home) {
    const { home, largestForm, largestInfo, infoCount, adminOnPublic, pages } = r.js;
    row(
      'JavaScript of the home page (brotli)',
      `${kb(home.jsBytes)} in ${home.files.length} files`,
      `<= ${TARGETS.homeJsKB} KB`,
      verdict(home.jsBytes <= TARGETS.homeJsKB * 1024),
    );
    if (largestForm)
      row(
        'JavaScript, largest form page',
        `${kb(largestForm.jsBytes)} (${largestForm.path})`,
        `<= ${TARGETS.homeJsKB} KB`,
        verdict(largestForm.jsBytes <= TARGETS.homeJsKB * 1024),
      );
    if (largestInfo)
      row(
        `JavaScript, largest of ${infoCount ?? pages.length - 1} info pages`,
        `${kb(largestInfo.jsBytes)} (${largestInfo.path})`,
        `<= ${TARGETS.infoJsKB} KB`,
        verdict(largestInfo.jsBytes <= TARGETS.infoJsKB * 1024),
      );
    row(
      'Admin code on a public page',
      adminOnPublic.length === 0
        ? `none on ${pages.length} pages`
        : `${adminOnPublic.length} pages (${[...new Set(adminOnPublic.flatMap((p) => p.files))].join(', ')})`,
      'none',
      verdict(adminOnPublic.length === 0),
    );
  } else missing('JavaScript per public page', `<= ${TARGETS.homeJsKB} / ${TARGETS.infoJsKB} KB`, why('JavaScript'));

  // Four languages.
  if (r.languages) {
    const { fcp, cache } = r.languages;
    const english = fcp['/fees']?.median;
    for (const [page, m] of Object.entries(fcp)) {
      if (page === '/fees') {
        row(
          'First contentful paint, /fees (Chromium, 375 px)',
          `median ${fmt(m.median, 0)} ms (${m.samples})`,
          'report',
          'report',
        );
        continue;
      }
      const gap = m.median - english;
      row(
        `First contentful paint, ${page} against /fees`,
        `median ${fmt(m.median, 0)} ms (${gap >= 0 ? '+' : ''}${fmt(gap, 0)} ms)`,
        `within ${TARGETS.languageFcpGapMs} ms`,
        verdict(Math.abs(gap) <= TARGETS.languageFcpGapMs),
      );
    }
    const times = (m) => `median ${fmt(m.median, 2)} / p95 ${fmt(m.p95, 2)} / max ${fmt(m.max, 1)} ms`;
    row(`Every fixed page in 4 languages (${cache.pages}), first pass`, times(cache.first), 'report', 'report');
    row(
      `The same ${cache.pages} pages again (page cache)`,
      times(cache.second),
      `all cached (max < ${TARGETS.cachedPageMs} ms)`,
      verdict(cache.second.max < TARGETS.cachedPageMs),
    );
    if (cache.rssAfter !== null)
      row(
        'Server RSS with every page of 4 languages cached',
        mb(cache.rssAfter),
        `<= ${TARGETS.rssIdleMB} MB`,
        verdict(cache.rssAfter <= TARGETS.rssIdleMB),
      );
  } else missing('Four languages', `first paint within ${TARGETS.languageFcpGapMs} ms`, why('four languages'));

  // Backups.
  if (r.backups) {
    for (const b of r.backups) {
      row(`Backup, ${b.label}`, `${fmt(b.backupSeconds, 2)} s, ${fmt(b.archiveMB, 1)} MB`, 'report', 'report');
      row(`Restore, ${b.label}`, `${fmt(b.restoreSeconds, 2)} s`, 'report', 'report');
    }
  } else missing('Backup and restore', 'report', why('backup'));

  // Pages as data.
  if (r.pages) {
    const p = r.pages;
    const times = (m) => `median ${fmt(m.median, 1)} / p95 ${fmt(m.p95, 1)} ms (${m.samples})`;
    row(
      'About us: save the draft and publish',
      times(p.publish),
      `p95 < ${TARGETS.publishMs} ms`,
      verdict(p.publish.p95 < TARGETS.publishMs),
    );
    row(
      'About us after a publish (rendered afresh)',
      times(p.fresh),
      `p95 < ${TARGETS.freshPageMs} ms`,
      verdict(p.fresh.p95 < TARGETS.freshPageMs),
    );
    row('About us again (page cache)', times(p.cached), 'report', 'report');
    const m = p.marathi;
    if (m?.publish) {
      row(
        'Marathi About us: save the translation and publish',
        times(m.publish),
        `p95 < ${TARGETS.publishMs} ms`,
        verdict(m.publish.p95 < TARGETS.publishMs),
      );
      row(
        '/mr/about after a publish (rendered afresh)',
        times(m.fresh),
        `p95 < ${TARGETS.freshPageMs} ms`,
        verdict(m.fresh.p95 < TARGETS.freshPageMs),
      );
      row('/mr/about again (page cache)', times(m.cached), 'report', 'report');
    } else missing('Marathi About us', `p95 < ${TARGETS.freshPageMs} ms`, m?.notAvailable ?? why('pages'));
  } else missing('Pages as data', `p95 < ${TARGETS.freshPageMs} ms`, why('pages'));
  return rows;
}

/** The admissions desk's rows: median and p95 of each page beside the 200 ms target. */
export function deskRows(r) {
  const rows = [];
  const target = `< ${TARGETS.deskMs} ms`;
  const d = r.desk;
  if (!d) {
    const why = r.errors[Object.keys(r.errors).find((k) => k.startsWith('admissions desk')) ?? ''] ?? r.errors.bench;
    rows.push({ measure: 'Admissions desk', figure: '-', target, result: `not measured${why ? ` (${why})` : ''}` });
    return rows;
  }
  rows.push({
    measure: 'Admissions desk data (one transaction per table)',
    figure: `${fmt(d.enquiries)} enquiries, ${fmt(d.applications)} applications, ${fmt(d.events)} timeline entries in ${fmt(d.fillSeconds, 1)} s`,
    target: 'report',
    result: 'report',
  });
  const page = (measure, m) =>
    rows.push({
      measure,
      figure: `median ${fmt(m.median, 1)} / p95 ${fmt(m.p95, 1)} ms (${m.samples} requests)`,
      target,
      result: verdict(m.p95 < TARGETS.deskMs),
    });
  page('Funnel, current year, after a change (counted afresh)', d.funnelAfterChange);
  page('Funnel, current year, unchanged since (remembered)', d.funnel);
  page('Funnel, filtered by class and source, after a change', d.funnelFiltered);
  page("A contact's page (admin.enquiries.get + admin.desk.record)", d.contact);
  page('The queue (admin.desk.queue)', d.queue);
  return rows;
}

/** Site search's rows: the query and results page, a new PDF found, the index's size, the big PDF. */
export function searchRows(r) {
  const rows = [];
  const row = (measure, figure, target, result) => rows.push({ measure, figure, target, result });
  const s = r.search;
  if (!s) {
    const why = r.errors[Object.keys(r.errors).find((k) => k.startsWith('site search')) ?? ''] ?? r.errors.bench;
    row('Site search', '-', `p95 < ${TARGETS.searchQueryMs} ms`, `not measured${why ? ` (${why})` : ''}`);
    return rows;
  }
  const missing = (measure, target, key) => row(measure, '-', target, `not measured (${s.unavailable[key] ?? '?'})`);
  const times = (m, digits = 1) =>
    `median ${fmt(m.median, digits)} / p95 ${fmt(m.p95, digits)} / max ${fmt(m.max, digits)} ms (${fmt(m.samples)})`;
  row(
    'Site search data (one transaction)',
    `${fmt(s.notices)} notices, each a 5-page PDF (${s.templates} circulars, ${fmt(s.pdfKB)} KB, ${fmt(s.textKB, 1)} KB text) in ${fmt(s.fillSeconds, 1)} s`,
    'report',
    'report',
  );
  // A query that finds nothing times only the empty answer: named, so it is not taken for a measure.
  const foundNothing = (s.queries?.queries ?? []).filter((q) => !q.total).map((q) => JSON.stringify(q.q));
  if (s.queries)
    row(
      'search.query over HTTP, 20 queries in 4 languages',
      `${times(s.queries, 2)}${foundNothing.length ? `; found nothing: ${foundNothing.join(', ')}` : ''}`,
      `p95 < ${TARGETS.searchQueryMs} ms`,
      verdict(s.queries.p95 < TARGETS.searchQueryMs),
    );
  else missing('search.query over HTTP', `p95 < ${TARGETS.searchQueryMs} ms`, 'queries');
  if (s.resultsPage)
    row(
      'The results page /search?q= (whole HTML)',
      times(s.resultsPage),
      `p95 < ${TARGETS.searchPageMs} ms`,
      verdict(s.resultsPage.p95 < TARGETS.searchPageMs),
    );
  else missing('The results page /search?q=', `p95 < ${TARGETS.searchPageMs} ms`, 'resultsPage');
  if (s.newNotice) {
    const f = s.newNotice.found;
    row(
      'New notice + 5-page PDF upload -> found by a word only in its PDF',
      `median ${fmt(f.median / 1000, 2)} / max ${fmt(f.max / 1000, 2)} s (${f.samples}; upload answered ${fmt(s.newNotice.answered.median)} ms)`,
      `< ${fmt(TARGETS.searchFoundSeconds, 1)} s`,
      verdict(f.max < TARGETS.searchFoundSeconds * 1000),
    );
  } else missing('New notice with a PDF -> found', `< ${TARGETS.searchFoundSeconds} s`, 'newNotice');
  const z = s.sizes;
  if (z && s.rebuild) {
    const mbOf = (n) => `${fmt(n / 2 ** 20, 1)} MB`;
    const added = z.searchTables + z.pdfText;
    const base = z.database - added + z.files;
    row(
      'What search adds to the data (search tables + PDF text, DBSTAT)',
      `${mbOf(z.searchTables)} + ${mbOf(z.pdfText)} = ${fmt((100 * added) / base, 1)}% of ${mbOf(base)} (database ${mbOf(z.database - added)}, files ${mbOf(z.files)})`,
      `< ${TARGETS.searchAddedPercent}%`,
      verdict((100 * added) / base < TARGETS.searchAddedPercent),
    );
    row(
      '  The search tables against the database without them',
      `${mbOf(z.searchTables)} / ${mbOf(z.database - z.searchTables)} = ${fmt((100 * z.searchTables) / (z.database - z.searchTables), 1)}%`,
      'report',
      'report',
    );
    row(
      '  The index (search_index*) against the text it indexes',
      `${mbOf(z.index)} / ${mbOf(z.indexedText)} = ${fmt(z.index / z.indexedText, 2)}`,
      'report',
      'report',
    );
  } else missing('What search adds to the data', `< ${TARGETS.searchAddedPercent}%`, 'rebuild');
  if (s.bigPdf) {
    const b = s.bigPdf;
    row(
      `Peak server RSS reading a ${fmt(b.pdfMB, 1)} MB PDF (the largest allowed)`,
      `${mb(b.peakRss)} (from ${mb(b.rssBefore)}; ${b.textStatus ?? '?'} in ${fmt(b.readSeconds, 1)} s)`,
      `< ${TARGETS.pdfReadPeakRssMB} MB`,
      b.textStatus === 'read' || b.textStatus === 'none'
        ? verdict(b.peakRss < TARGETS.pdfReadPeakRssMB)
        : `not measured (its text was not read: ${b.textStatus ?? 'no text_status'})`,
    );
  } else missing('Peak server RSS reading a 20 MB PDF', `< ${TARGETS.pdfReadPeakRssMB} MB`, 'bigPdf');
  if (s.rebuild)
    row(
      '`admin rebuild-search` at this size (wall time)',
      `${fmt(s.rebuild.seconds, 1)} s (peak RSS ${mb(s.rebuild.peakRss)})`,
      'report',
      'report',
    );
  else missing('`admin rebuild-search`', 'report', 'rebuild');
  return rows;
}

/** Fees by UPI: the statement's import (time, RSS, what it matched, the receipts) and the payment box's JavaScript. */
export function paymentRows(r) {
  const rows = [];
  const row = (measure, figure, target, result) => rows.push({ measure, figure, target, result });
  const p = r.payments;
  if (!p) {
    const why = r.errors[Object.keys(r.errors).find((k) => k.startsWith('fees by UPI')) ?? ''] ?? r.errors.bench;
    row('Bank statement import', '-', `< ${TARGETS.statementImportSeconds} s`, `not measured${why ? ` (${why})` : ''}`);
    return rows;
  }
  row(
    'Fees by UPI data (one transaction)',
    `${fmt(p.applications)} applications with the fee due (${fmt(p.claimed)} claimed with a UTR), a ${fmt(p.statementRows)}-row HDFC CSV (${fmt(p.csvKB)} KB) in ${fmt(p.fillSeconds, 1)} s`,
    'report',
    'report',
  );
  const times = p.runs.map((x) => fmt(x.seconds, 2)).join(' / ');
  row(
    `Statement import (admin.payments.importStatement), ${p.runs.length} runs on fresh copies`,
    `${times} s (median ${fmt(p.medianSeconds, 2)})`,
    `< ${TARGETS.statementImportSeconds} s`,
    verdict(p.maxSeconds < TARGETS.statementImportSeconds),
  );
  row(
    'Peak server RSS during the import',
    `${mb(p.peakRss)} (from ${p.runs.map((x) => mb(x.rssBefore)).join(' / ')})`,
    `< ${TARGETS.statementImportRssMB} MB`,
    verdict(p.peakRss < TARGETS.statementImportRssMB),
  );
  const a = p.runs[0].answer;
  const e = p.expected;
  const same = p.runs.every((x) => JSON.stringify(x.answer) === JSON.stringify(a));
  const asExpected =
    a.matched === e.matched && a.suggested === e.suggested && a.unmatched === e.unmatched && a.receipts === e.receipts;
  row(
    '  What it matched: matched / suggested / unmatched / receipts',
    `${fmt(a.matched)} / ${fmt(a.suggested)} / ${fmt(a.unmatched)} / ${fmt(a.receipts)} of ${fmt(a.lines)} credits (${fmt(a.duplicates)} duplicates, ${fmt(a.differences)} short or over)`,
    `${fmt(e.matched)} / ${fmt(e.suggested)} / ${fmt(e.unmatched)} / ${fmt(e.receipts)}`,
    verdict(asExpected && same),
  );
  const checks = p.runs.map((x) => x.receiptsCheck);
  const problems = checks.flatMap((c) => c.problems);
  row(
    '  Receipt numbers in the database: no gap, no repeat',
    problems.length === 0
      ? `${fmt(checks[0].receipts)} receipts, ${checks[0].first} to ${checks[0].last} (each run)`
      : problems.slice(0, 3).join('; '),
    'none',
    verdict(problems.length === 0 && checks.every((c) => c.receipts === a.receipts)),
  );
  const js = p.js;
  if (js) {
    const kbOf = (n) => `${fmt(n / 1024, 1)} KB`;
    row(
      "The payment box's own chunk (brotli / gzip)",
      `${kbOf(js.box.brotli)} / ${kbOf(js.box.gzip)} (${js.box.file.replace(/^assets\//, '')}; ${js.box.recorded === null ? 'not in js-budget.json' : `${kbOf(js.box.recorded)} in js-budget.json`})`,
      'report',
      'report',
    );
    for (const [page, m] of Object.entries(js.pages)) {
      const b = m.beforeInteraction;
      row(
        `${page}: JavaScript before any interaction (brotli)`,
        `${kbOf(b.brotli)} in ${b.files} files (recorded ${kbOf(b.recordedBrotli)}${b.notRecorded.length ? `; new: ${b.notRecorded.join(', ')}` : ''}); payment box ${b.hasPaymentBox ? 'in it' : 'not in it'}`,
        `<= ${TARGETS.formJsKB} KB`,
        verdict(b.brotli <= TARGETS.formJsKB * 1024),
      );
      const w = m.onWake;
      row(
        `${page}: its island (${m.islands.join(', ') || 'none'}) when it wakes, React included (brotli)`,
        `${kbOf(w.brotli)} in ${w.files} files, gzip ${kbOf(w.gzip)} (recorded ${kbOf(w.recordedBrotli)}${w.notRecorded.length ? `; new: ${w.notRecorded.join(', ')}` : ''}); payment box ${w.hasPaymentBox ? `${kbOf(js.box.brotli)} of it` : 'not in it'}`,
        `<= ${TARGETS.islandJsKB} KB`,
        verdict(w.brotli <= TARGETS.islandJsKB * 1024),
      );
    }
  } else row("The payment box's JavaScript", '-', 'report', 'not measured');
  return rows;
}

export function printTable(rows) {
  const head = { measure: 'Measure', figure: 'Figure', target: 'Target', result: 'Result' };
  const cols = Object.keys(head);
  const width = Object.fromEntries(cols.map((c) => [c, Math.max(...[head, ...rows].map((x) => String(x[c]).length))]));
  const line = (x) =>
    cols
      .map((c) => String(x[c]).padEnd(width[c]))
      .join('  ')
      .trimEnd();
  console.log(line(head));
  console.log(cols.map((c) => '-'.repeat(width[c])).join('  '));
  for (const x of rows) console.log(line(x));
}
