import { describe, expect, it } from 'vitest';
import { timelineLine } from '../../src/shared/content/desk-words';

// Each timeline entry reads as what happened, naming the other record where there is one.

const names = { assignee: 'Farah', campus: 'Pachmori' };

describe('a timeline entry in words', () => {
  it('names the channel of a reply', () => {
    expect(timelineLine('reply', { channel: 'email', templateId: 1 }, names)).toBe('Reply sent by e-mail');
    expect(timelineLine('reply', { channel: 'whatsapp', templateId: 1 }, names)).toBe('Reply prepared for WhatsApp');
  });

  it('names the other record of a merge, on both sides', () => {
    expect(timelineLine('merge', { into: 4, reference: 'ENQ-2026-00004' }, names)).toBe('Merged into ENQ-2026-00004');
    expect(timelineLine('merge', { from: 9, reference: 'ENQ-2026-00009' }, names)).toBe(
      'ENQ-2026-00009 merged into this record',
    );
  });

  it('names the other record of a link, an unlink and an application started from an enquiry', () => {
    expect(timelineLine('link', { action: 'linked', enquiryId: 2, reference: 'ENQ-2026-00002' }, names)).toBe(
      'Linked to ENQ-2026-00002',
    );
    expect(timelineLine('link', { action: 'unlinked', enquiryId: 2, reference: 'ENQ-2026-00002' }, names)).toBe(
      'Unlinked from ENQ-2026-00002',
    );
    expect(timelineLine('link', { action: 'started', applicationId: 3, reference: 'APP-2026-00003' }, names)).toBe(
      'Application APP-2026-00003 started from this enquiry',
    );
    expect(timelineLine('link', { action: 'started', enquiryId: 2, reference: 'ENQ-2026-00002' }, names)).toBe(
      'Started from ENQ-2026-00002',
    );
  });

  it('reads stages, assignments and follow-ups', () => {
    expect(timelineLine('stage', { from: 'new', to: 'contacted' }, names)).toBe('Stage: New → Contacted');
    expect(timelineLine('assignment', { from: null, to: 5 }, names)).toBe('Assigned to Farah');
    expect(timelineLine('follow-up', { on: '2026-11-27' }, names)).toBe('Follow-up set for 27 Nov 2026');
  });
});
