import { describe, expect, it } from 'vitest';
import { funnelChartSvg } from '../../src/server/features/desk/funnel-chart';

// The funnel chart drawn on the server: one bar per stage with its label and count as text, names
// escaped, zero counts drawn as no bar, colours from the theme.

const widthsOf = (svg: string) => [...svg.matchAll(/<rect [^>]*width="(\d+)"/g)].map((m) => Number(m[1]));
const textsOf = (svg: string) => [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('funnelChartSvg', () => {
  it('draws one bar per stage, in proportion, with each label and count as text', () => {
    const svg = funnelChartSvg('Families at each stage, 2026-27', [
      { label: 'New', count: 1200, tone: 'open' },
      { label: 'Contacted', count: 600, tone: 'open' },
      { label: 'Withdrawn', count: 300, tone: 'closed' },
    ]);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" [^>]*role="img" aria-labelledby="funnel-chart-title"/,
    );
    expect(svg).toContain('<title id="funnel-chart-title">Families at each stage, 2026-27</title>');
    expect(textsOf(svg)).toEqual(['New', '1,200', 'Contacted', '600', 'Withdrawn', '300']);
    const [first, second, third] = widthsOf(svg);
    expect(second! * 2).toBe(first);
    expect(third! * 4).toBe(first);
    // Theme colours, never a fixed one.
    expect(svg).toContain('fill:var(--chart-bar, currentColor)');
    expect(svg).toContain('fill:var(--chart-bar-closed, currentColor)');
    expect(svg).not.toMatch(/#[0-9a-f]{3,6}\b/i);
  });

  it('escapes labels and the title', () => {
    const svg = funnelChartSvg('Tom & Jerry\'s "year" <2026>', [
      { label: '<script>alert(1)</script>', count: 1, tone: 'open' },
    ]);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(svg).toContain('Tom &amp; Jerry&apos;s &quot;year&quot; &lt;2026&gt;');
  });

  it('draws a zero count as no bar but still writes its 0, and an all-zero funnel without dividing by zero', () => {
    const some = funnelChartSvg('t', [
      { label: 'New', count: 3, tone: 'open' },
      { label: 'Admitted', count: 0, tone: 'open' },
    ]);
    expect(widthsOf(some)).toHaveLength(1);
    expect(textsOf(some)).toEqual(['New', '3', 'Admitted', '0']);
    const none = funnelChartSvg('t', [
      { label: 'New', count: 0, tone: 'open' },
      { label: 'Admitted', count: 0, tone: 'open' },
    ]);
    expect(none).not.toContain('<rect');
    expect(none).not.toContain('NaN');
    expect(textsOf(none)).toEqual(['New', '0', 'Admitted', '0']);
  });
});
