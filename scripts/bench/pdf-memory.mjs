// What reading a notice PDF's text costs the server's memory (src/server/lib/pdf-text.ts: PDF.js in a
// worker thread of the server, so its memory is the server's). Starts the built server as `npm start`
// runs it, signs in, creates a notice, waits until it is quiet, then uploads a PDF of about 20 MB (the
// largest allowed) and samples the server's RSS during the request; reports the answer's textStatus,
// the time, the peak and the RSS `--after-seconds` later.
//
//   node scripts/bench/pdf-memory.mjs [--kind text|scan] [--after-seconds 30] [--idle-seconds 20]
//
// text: 1,000 pages of about 20 kB of words each (uncompressed, as the upload check inflates at most
// 64 MB); scan: 40 pages, each one 500 kB image and no text. Needs a build (npm run build).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { rssMB, sampleRss, signIn } from './server.mjs';
import {
  BENCH_ADMIN,
  BENCH_TOTP_SECRET,
  cleanup,
  request,
  sleep,
  spawnServer,
  tempDir,
  waitForFirstPage,
} from './util.mjs';

const { values: args } = parseArgs({
  options: {
    kind: { type: 'string', default: 'text' },
    'after-seconds': { type: 'string', default: '30' },
    'idle-seconds': { type: 'string', default: '20' },
  },
});

/** A PDF from its numbered objects (1 is the catalog), as src/server/lib/pdf.ts assemblePdf writes it. */
function assemble(objects) {
  const parts = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let at = parts[0].length;
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(at);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(chunk);
    at += chunk.length;
  });
  let xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) xref += `${String(off).padStart(10, '0')} 00000 n \n`;
  xref += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`;
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

const WORDS = 'school notice parents students examination timetable holiday uniform library transport fees term'.split(
  ' ',
);
const stream = (dict, data) =>
  Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);

function bigPdf(kind) {
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    null,
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ];
  const kids = [];
  const pages = kind === 'text' ? 1000 : 40;
  let seed = 1;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed;
  };
  for (let p = 0; p < pages; p++) {
    kids.push(`${objects.length + 1} 0 R`);
    if (kind === 'text') {
      objects.push(
        Buffer.from(
          `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${objects.length + 2} 0 R >>`,
        ),
      );
      let text = 'BT /F1 6 Tf 20 780 Td 7 TL ';
      while (text.length < 20_000) {
        const line = Array.from({ length: 12 }, () => WORDS[random() % WORDS.length]).join(' ');
        text += `(${line} ${p}) '\n`;
      }
      objects.push(stream('', Buffer.from(`${text}ET`, 'latin1')));
    } else {
      objects.push(
        Buffer.from(
          `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 ${objects.length + 3} 0 R >> >> /Contents ${objects.length + 2} 0 R >>`,
        ),
      );
      objects.push(stream('', Buffer.from('q 612 0 0 792 0 0 cm /Im1 Do Q', 'latin1')));
      const side = 400;
      const pixels = Buffer.alloc(side * side * 3);
      for (let i = 0; i < pixels.length; i++) pixels[i] = random() & 255;
      objects.push(
        stream(
          `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8`,
          pixels,
        ),
      );
    }
  }
  objects[1] = Buffer.from(`<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`);
  return assemble(objects);
}

async function trpc(port, cookie, procedure, input) {
  const res = await request(port, 'POST', `/trpc/${procedure}`, {
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(input),
  });
  if (res.status !== 200) throw new Error(`${procedure} answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
  return JSON.parse(res.body.toString()).result.data;
}

const mb = (n) => n.toFixed(1);
const dir = tempDir('pdf-memory');
let server;
try {
  const pdf = bigPdf(args.kind);
  server = await spawnServer({
    dataDir: path.join(dir, 'data'),
    dir,
    env: {
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ADMIN_TOTP_SECRET: BENCH_TOTP_SECRET,
    },
  });
  await waitForFirstPage(server);
  const cookie = await signIn(server.port);
  const notice = await trpc(server.port, cookie, 'admin.notices.create', {
    title: 'Bench PDF',
    category: 'circular',
    body: 'A large PDF.',
  });
  // The seeded notice's PDF waits for the backlog job (not started here); the server is left to settle.
  await sleep(Number(args['idle-seconds']) * 1000);
  const idle = rssMB(server.pid).rss;

  const form = new FormData();
  form.append('id', String(notice.id));
  form.append('file', new File([new Uint8Array(pdf)], 'Large.pdf', { type: 'application/pdf' }));
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const sampler = sampleRss(server.pid, 3);
  const t0 = performance.now();
  const res = await request(server.port, 'POST', '/trpc/admin.notices.addAttachment', {
    headers: { 'content-type': encoded.headers.get('content-type'), cookie },
    body,
    timeoutMs: 180_000,
  });
  const seconds = (performance.now() - t0) / 1000;
  const peak = sampler.stop();
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
  const [file] = JSON.parse(res.body.toString()).result.data.attachments;
  await sleep(Number(args['after-seconds']) * 1000);
  const after = rssMB(server.pid).rss;
  console.log(
    `${args.kind}: ${mb(pdf.length / 1024 / 1024)} MiB PDF, textStatus ${file.textStatus}, upload and read in ${seconds.toFixed(2)} s; ` +
      `RSS idle ${mb(idle)} MiB, peak ${mb(Math.max(peak.peak, peak.hwm ?? 0))} MiB (VmHWM ${peak.hwm === null ? 'n/a' : mb(peak.hwm)}), ${args['after-seconds']} s after ${mb(after)} MiB`,
  );
} catch (error) {
  console.error(`pdf-memory: ${error.stack ?? error}`);
  if (server) console.error(server.log().slice(-2000));
  process.exitCode = 1;
} finally {
  await server?.stop();
  await cleanup();
}
