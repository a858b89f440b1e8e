// Writes .br and .gz beside each built asset once, so the server never compresses them per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve(import.meta.dirname, '..', process.env.OUT_DIR ?? 'dist', 'client', 'assets');
let count = 0;
for (const name of fs.readdirSync(dir)) {
  // Text only: images and fonts (woff2) are compressed already.
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const file = path.join(dir, name);
  const data = fs.readFileSync(file);
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} assets`);
