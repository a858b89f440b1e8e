import { useId } from 'react';
import type { IllustrationKind } from '../../../shared/illustrations';

// Small inline SVG illustrations for the information pages, standing in for the school's photos: no
// stock images fetched from elsewhere, width and height set so the layout never shifts. A gradient
// scene with one line-art glyph.
const GLYPHS: Record<IllustrationKind, string> = {
  campus: 'M3 21h18M5 21V10l7-5 7 5v11M9 21v-5h6v5M9 11h.01M15 11h.01M12 3v2',
  lab: 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.7 3h10.6a2 2 0 0 0 1.7-3l-5-9V3M7.5 14h9',
  flask: 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.7 3h10.6a2 2 0 0 0 1.7-3l-5-9V3M7.5 14h9',
  library: 'M4 19V5a1 1 0 0 1 1-1h3v15M8 4h3v15M11 6l4-1 4 14-4 1zM3 20h18',
  book: 'M2 5h7a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H2zM22 5h-7a3 3 0 0 0-3 3v12a2 2 0 0 1 2-2h8z',
  classroom: 'M3 4h18v11H3zM8 21l4-6 4 6M7 8h6M7 11h4',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6zM9 12l2 2 4-4',
  bus: 'M5 17h14V6a2 2 0 0 0-2-2H7a2 2 0 0 0-2 2zM5 11h14M8 17v2M16 17v2M8 14h.01M16 14h.01',
  ball: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M21 10l-5 0M3 10h5M9.5 14.5 7 19M14.5 14.5 17 19',
  trophy: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  moon: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5zM17 4l.5 1.5L19 6l-1.5.5L17 8l-.5-1.5L15 6l1.5-.5z',
  palette:
    'M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.5 0-1.2-1-1.5-1-2.5s.8-1.5 2-1.5H17a4 4 0 0 0 4-4c0-4.7-4-8.5-9-8.5zM7.5 11h.01M10 7h.01M15 7h.01',
  pen: 'M4 20l4-1 11-11-3-3L5 16zM14 6l3 3M4 20h16',
  mic: 'M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3M8 21h8',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
  graduation: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v6',
  heart: 'M12 20s-7-4.4-9-9a5 5 0 0 1 9-3 5 5 0 0 1 9 3c-2 4.6-9 9-9 9zM8 11h2l1-2 2 4 1-2h2',
  chip: 'M7 7h10v10H7zM10 10h4v4h-4zM9 3v4M15 3v4M9 17v4M15 17v4M3 9h4M3 15h4M17 9h4M17 15h4',
  prayer: 'M4 21V11l8-6 8 6v10M9 21v-4a3 3 0 0 1 6 0v4M12 2v3M3 21h18',
  people: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M17 11a2.5 2.5 0 1 0 0-5M16 14a5 5 0 0 1 5 6',
  calendar: 'M4 6h16v15H4zM4 10h16M8 3v4M16 3v4M8 14h2M14 14h2M8 17h2',
  compass: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM15.5 8.5l-2 5-5 2 2-5z',
  leaf: 'M5 19c0-8 5-13 15-14-1 10-6 15-14 15M5 19l7-7',
};

export type { IllustrationKind };

// The first tone is the school's own colours (its logo gradient, derived from the primary colour in
// Settings); the others are fixed accents.
const PALETTES = [
  ['var(--logo-from)', 'var(--logo-to)'],
  ['#4338ca', '#7c3aed'],
  ['#7e22ce', '#db2777'],
  ['#0f766e', '#4338ca'],
  ['#9333ea', '#c2410c'],
] as const;

export function Illustration({
  kind,
  label,
  tone = 0,
  width = 480,
  height = 300,
  className,
}: {
  kind: IllustrationKind;
  /** When given, the image is announced with this name; otherwise it is decorative. */
  label?: string;
  tone?: number;
  width?: number;
  height?: number;
  className?: string;
}) {
  const id = useId();
  const [from, to] = PALETTES[tone % PALETTES.length] ?? PALETTES[0];
  const glyphSize = Math.min(width, height) * 0.42;
  const scale = glyphSize / 24;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={`illustration${className ? ` ${className}` : ''}`}
      focusable="false"
      {...a11y}
    >
      <defs>
        <linearGradient id={`${id}-g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: from }} />
          <stop offset="1" style={{ stopColor: to }} />
        </linearGradient>
      </defs>
      <rect width={width} height={height} rx="20" fill={`url(#${id}-g)`} />
      <circle cx={width * 0.88} cy={height * 0.12} r={height * 0.38} fill="#fff" opacity="0.08" />
      <circle cx={width * 0.08} cy={height * 0.95} r={height * 0.3} fill="#fff" opacity="0.07" />
      <circle cx={width / 2} cy={height / 2} r={glyphSize * 0.85} fill="#fff" opacity="0.12" />
      <g
        transform={`translate(${width / 2 - glyphSize / 2} ${height / 2 - glyphSize / 2}) scale(${scale})`}
        fill="none"
        stroke="#fff"
        strokeWidth={1.4}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={GLYPHS[kind]} />
      </g>
    </svg>
  );
}

/** A small round icon badge using the same glyphs (for cards and lists). */
export function GlyphBadge({ kind, tone = 0 }: { kind: IllustrationKind; tone?: number }) {
  return <Illustration kind={kind} tone={tone} width={56} height={56} className="glyph-badge" />;
}
