import { describe, expect, it } from 'vitest';
import { renderHomeFallback } from '../../src/client/pages/home/home-fallback';
import { renderDocument } from '../../src/server/features/information-pages/render';
import { PageDocumentSchema } from '../../src/shared/page-content/document';
import { PAGE_FIELD_NAMES, type PageField } from '../../src/shared/page-content/fields';
import { HOME_SEED } from '../../src/shared/page-content/home-seed';

// The home page's built-in document (shown when its document cannot be loaded in the browser) must
// be what the server renders from the same seed: the same words, fields and HTML.

/** A value for every field, some with characters HTML must escape. */
const FIELDS = Object.fromEntries(
  PAGE_FIELD_NAMES.map((name) => [name, name === 'curriculum' ? 'CBSE <pattern> & "Hifz"' : `value of ${name}`]),
) as Record<PageField, string>;

describe('the home page’s built-in document', () => {
  it('is the seed as the server renders it, escaped alike', () => {
    const server = renderDocument(PageDocumentSchema.parse(HOME_SEED), FIELDS);
    expect(renderHomeFallback(FIELDS)).toEqual(server);
  });

  it('fills the fields and makes the seed’s Markdown HTML', () => {
    const doc = renderHomeFallback(FIELDS);
    expect(doc.settings.heading).toBe('value of tagline');
    const about = doc.sections.find((s) => s.kind === 'video');
    expect(about?.kind === 'video' && about.body).toBe(
      '<p>Since value of foundedYear, our school has followed one motto: <strong>every student is unique</strong>, and we nurture what makes each one so. We teach the CBSE &lt;pattern&gt; &amp; &quot;Hifz&quot;, so children are prepared for board examinations and for life, with values they carry for ever.</p>\n<p>We believe a good education balances worldly and religious knowledge: science, mathematics and languages alongside the Quran, good manners and service to others. One is never sacrificed for the other.</p>\n',
    );
  });
});
