import path from 'node:path';
import { projectRoot } from '../project-root';

// Illustrations the project draws itself for the seed content, so no stock photo is hot-linked from
// another site. Plain SVG shapes, no text, so they render the same without any installed fonts.
//
// They are drawn once, by `npx tsx scripts/draw-seed-illustrations.ts`, into WebP files at every
// stored width in ILLUSTRATIONS_DIR (committed), and a first start only copies those files: drawing
// and encoding them at start took seconds and left the process 200 MB larger for good
// (docs/decisions/024-memory-budget.md). Run the script again after changing a drawing, a seeded
// item's motif or IMAGE_WIDTHS; the seed test fails while a file is missing.
const PALETTES: [string, string, string][] = [
  ['#4c1d95', '#7c3aed', '#f5d0fe'],
  ['#5b21b6', '#a855f7', '#fde68a'],
  ['#312e81', '#6366f1', '#c7d2fe'],
  ['#6d28d9', '#db2777', '#fbcfe8'],
  ['#1e1b4b', '#7e22ce', '#a7f3d0'],
  ['#701a75', '#c026d3', '#fef3c7'],
];

type Motif = 'books' | 'trophy' | 'star' | 'campus' | 'palette' | 'sun' | 'crescent' | 'flask';

function motifShapes(motif: Motif, accent: string): string {
  switch (motif) {
    case 'books':
      return `<g fill="${accent}"><rect x="520" y="330" width="90" height="300" rx="8"/><rect x="625" y="300" width="80" height="330" rx="8" opacity=".85"/><rect x="720" y="360" width="110" height="270" rx="8" opacity=".7" transform="rotate(-8 775 495)"/></g>`;
    case 'trophy':
      return `<g fill="${accent}"><path d="M560 260h240v90c0 90-55 150-120 160-65-10-120-70-120-160z"/><rect x="655" y="500" width="50" height="80"/><rect x="590" y="580" width="180" height="40" rx="10"/><circle cx="540" cy="320" r="40" fill="none" stroke="${accent}" stroke-width="18"/><circle cx="820" cy="320" r="40" fill="none" stroke="${accent}" stroke-width="18"/></g>`;
    case 'star':
      return `<polygon fill="${accent}" points="680,240 730,380 880,385 760,470 805,615 680,530 555,615 600,470 480,385 630,380"/>`;
    case 'campus':
      return `<g fill="${accent}"><rect x="470" y="380" width="420" height="240" rx="6"/><polygon points="450,390 680,250 910,390" opacity=".9"/><rect x="650" y="500" width="60" height="120" fill="#ffffff" opacity=".6"/><rect x="520" y="430" width="70" height="50" fill="#ffffff" opacity=".5"/><rect x="770" y="430" width="70" height="50" fill="#ffffff" opacity=".5"/></g>`;
    case 'palette':
      return `<g><ellipse cx="680" cy="440" rx="230" ry="170" fill="${accent}"/><circle cx="590" cy="380" r="32" fill="#ef4444"/><circle cx="680" cy="350" r="32" fill="#3b82f6"/><circle cx="770" cy="380" r="32" fill="#22c55e"/><circle cx="800" cy="470" r="32" fill="#eab308"/><circle cx="620" cy="500" r="42" fill="#ffffff" opacity=".7"/></g>`;
    case 'sun':
      return `<g fill="${accent}"><circle cx="680" cy="430" r="120"/>${Array.from({ length: 12 }, (_, i) => `<rect x="672" y="230" width="16" height="60" rx="8" transform="rotate(${i * 30} 680 430)"/>`).join('')}</g>`;
    case 'crescent':
      return `<g fill="${accent}"><circle cx="660" cy="430" r="170"/><circle cx="730" cy="390" r="150" fill="#4c1d95" opacity=".9"/><polygon points="820,300 835,345 880,345 845,372 858,417 820,390 782,417 795,372 760,345 805,345"/></g>`;
    case 'flask':
      return `<g fill="${accent}"><path d="M630 250h100v120l130 230c15 30-5 50-35 50H535c-30 0-50-20-35-50l130-230z"/><circle cx="640" cy="540" r="22" fill="#ffffff" opacity=".6"/><circle cx="710" cy="500" r="14" fill="#ffffff" opacity=".6"/></g>`;
  }
}

/** One seeded drawing: its palette (by index, wrapping) and its motif. */
export interface Illustration {
  index: number;
  motif: Motif;
}

export const ILLUSTRATIONS_DIR = path.join(projectRoot, 'src', 'server', 'db', 'seed-data', 'illustrations');

/** The drawn file of an illustration at one stored width. */
export function illustrationFile({ index, motif }: Illustration, width: number): string {
  return path.join(ILLUSTRATIONS_DIR, `${motif}-${index % PALETTES.length}-${width}.webp`);
}

/** The drawing as SVG (1600 x 900); only the drawing script renders it. */
export function illustration(index: number, motif: Motif): Buffer {
  const [dark, mid, accent] = PALETTES[index % PALETTES.length] as [string, string, string];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1360 860" preserveAspectRatio="xMidYMid slice">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="1360" height="860" fill="url(#g)"/>
  <circle cx="180" cy="140" r="220" fill="#ffffff" opacity=".07"/>
  <circle cx="1220" cy="760" r="300" fill="#ffffff" opacity=".06"/>
  <circle cx="1120" cy="160" r="70" fill="${accent}" opacity=".25"/>
  ${motifShapes(motif, accent)}
</svg>`;
  return Buffer.from(svg);
}

export type { Motif };
