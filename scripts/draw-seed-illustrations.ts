// Draws the seed's illustrations into src/server/db/seed-data/illustrations/ (committed), one WebP per
// stored width, with the same encoder as an upload (MediaStore.store). A first start only copies
// them (docs/decisions/024-memory-budget.md). Run after changing a drawing, a seeded item's motif or
// IMAGE_WIDTHS:  npx tsx scripts/draw-seed-illustrations.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEED_ILLUSTRATIONS } from '../src/server/db/seed';
import { ILLUSTRATIONS_DIR, illustration, illustrationFile } from '../src/server/db/seed-illustrations';
import { MediaStore } from '../src/server/lib/images/media-store';
import { IMAGE_WIDTHS } from '../src/shared/constants';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-illustrations-'));
try {
  const media = new MediaStore(scratch);
  fs.rmSync(ILLUSTRATIONS_DIR, { recursive: true, force: true });
  fs.mkdirSync(ILLUSTRATIONS_DIR, { recursive: true });
  const done = new Set<string>();
  for (const drawing of SEED_ILLUSTRATIONS) {
    const name = illustrationFile(drawing, 0);
    if (done.has(name)) continue;
    done.add(name);
    const key = await media.store('slides', illustration(drawing.index, drawing.motif));
    for (const w of IMAGE_WIDTHS)
      fs.copyFileSync(path.join(media.root, `${key}-${w}.webp`), illustrationFile(drawing, w));
  }
  console.log(`drew ${done.size} illustrations at ${IMAGE_WIDTHS.join(', ')} px into ${ILLUSTRATIONS_DIR}`);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
