import { describe, expect, it } from 'vitest';
import { pageSeed } from '../../src/server/features/information-pages/seed';
import { type PageDocument, PageDocumentSchema } from '../../src/shared/page-content/document';
import { EDITABLE_PAGES } from '../../src/shared/page-content/pages';
import { PAGES } from '../../src/shared/paths';

// Each editable page's first document: valid under the schema the editor saves with (so a fresh
// install's seed could be saved back unchanged), with the page's own heading, and every section id unique
// (a section is labelled by its heading's id).

const ids = (doc: PageDocument): string[] => {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) for (const v of value) walk(v);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.id === 'string' && record.kind !== undefined) found.push(record.id);
      for (const v of Object.values(record)) walk(v);
    }
  };
  walk(doc.sections);
  return found;
};

/** The registry's placeholders and the fields that replaced them. */
const FIELD_OF: Record<string, string> = {
  '{school}': '{schoolName}',
  '{short}': '{shortName}',
  '{year}': '{academicYear}',
};

describe('the seeds of the pages whose words are data', () => {
  it.each(EDITABLE_PAGES)('%s: parses, says what the page is, and labels each section once', (page) => {
    const result = PageDocumentSchema.safeParse(pageSeed(page));
    expect(result.error?.issues ?? []).toEqual([]);
    const doc = result.data as PageDocument;
    expect(doc.settings.title).not.toBe('Placeholder');
    expect(doc.sections.length).toBeGreaterThan(0);
    expect(doc.settings.description.length).toBeGreaterThan(20);
    // The heading a visitor (and every browser test) finds the page by is the registry's (Important
    // Dates adds the calendar's year).
    expect(doc.settings.heading).toContain(
      PAGES[page].heading.replace(/\{(school|short|year)\}/g, (t) => FIELD_OF[t] ?? t),
    );
    const sectionIds = ids(doc);
    expect(new Set(sectionIds).size).toBe(sectionIds.length);
  });
});
