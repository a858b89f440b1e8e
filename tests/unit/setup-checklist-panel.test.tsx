import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SetupChecklistPanel } from '../../src/client/admin/overview/setup-checklist';
import { DEFAULT_SETTINGS } from '../../src/shared/content/default-settings';
import { openSetupItems, type SetupItem } from '../../src/shared/setup-checklist';

// The overview's panel: shown only while an item is open (not while loading, not when refused to a
// person without the settings permission), each item a sentence and a link to where it is fixed.
const render = (items: readonly SetupItem[] | undefined) =>
  renderToString(
    <MemoryRouter>
      <SetupChecklistPanel items={items} />
    </MemoryRouter>,
  );

describe('SetupChecklistPanel', () => {
  it('is not there at all when nothing is open, or nothing was answered', () => {
    expect(render([])).toBe('');
    expect(render(undefined)).toBe('');
  });

  it('lists each open item with a link to its section and field', () => {
    const items = openSetupItems({
      settings: DEFAULT_SETTINGS,
      disclosureExamples: 3,
      mailConfigured: false,
      today: '2026-12-02',
      admissionYear: '2027-28',
    });
    const html = render(items);
    expect(html).toContain('<h2 id="admin-setup-title">Finish setting up your site</h2>');
    expect(html).toContain('href="/admin/settings#email"');
    expect(html).toContain('href="/admin/backups#offsiteBackupConfirmed"');
    expect(html).toContain('href="/admin/disclosure"');
    expect(html.match(/<li>/g)).toHaveLength(items.length);
  });
});
