import { escapeXml } from '../../lib/escape';

// The funnel drawn on the server as one SVG string, so the dashboard's bundle carries no chart library
// and the chart is the same figures as the table beside it. Colours come from the page's CSS custom
// properties (with currentColor as the fallback), so the light and dark themes both apply: the SVG is
// placed inline in the dashboard, where those properties are defined.

export interface ChartBar {
  label: string;
  count: number;
  /** Closed stages are drawn in a second colour after the open ones. */
  tone: 'open' | 'closed';
}

// About the width the chart gets beside its table, so its text reads at the page's own size.
const WIDTH = 400;
const LABEL_WIDTH = 130;
const COUNT_WIDTH = 54;
const BAR_HEIGHT = 24;
const ROW_HEIGHT = 34;
const BAR_AREA = WIDTH - LABEL_WIDTH - COUNT_WIDTH;

const FILL = {
  open: 'var(--chart-bar, currentColor)',
  closed: 'var(--chart-bar-closed, currentColor)',
} as const;

/**
 * Horizontal bars, one per stage, each bar's length in proportion to the largest count; the label and
 * the count are text, so a screen reader reading into the image and a person zooming in read the same
 * figures. `title` names the image (role="img" with its <title>).
 */
export function funnelChartSvg(title: string, bars: readonly ChartBar[], idPrefix = 'funnel-chart'): string {
  const max = Math.max(0, ...bars.map((b) => b.count));
  const height = Math.max(ROW_HEIGHT, bars.length * ROW_HEIGHT);
  const titleId = `${idPrefix}-title`;
  const rows = bars.map((bar, i) => {
    const y = i * ROW_HEIGHT;
    const middle = y + ROW_HEIGHT / 2;
    // A zero count draws no bar at all: a sliver would read as "a few".
    const length = max > 0 ? Math.round((bar.count / max) * BAR_AREA) : 0;
    const rect =
      length > 0
        ? `<rect x="${LABEL_WIDTH}" y="${y + (ROW_HEIGHT - BAR_HEIGHT) / 2}" width="${length}" height="${BAR_HEIGHT}" rx="3" style="fill:${FILL[bar.tone]}"/>`
        : '';
    return (
      `<g>` +
      `<text x="${LABEL_WIDTH - 8}" y="${middle}" text-anchor="end" dominant-baseline="middle">${escapeXml(bar.label)}</text>` +
      rect +
      `<text x="${LABEL_WIDTH + length + 6}" y="${middle}" dominant-baseline="middle" font-weight="600">${bar.count.toLocaleString('en-IN')}</text>` +
      `</g>`
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="100%" role="img" aria-labelledby="${titleId}" ` +
    `font-family="inherit" font-size="15" style="fill:currentColor;max-inline-size:${WIDTH}px">` +
    `<title id="${titleId}">${escapeXml(title)}</title>` +
    rows.join('') +
    `</svg>`
  );
}
