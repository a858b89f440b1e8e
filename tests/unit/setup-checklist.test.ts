import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/shared/content/default-settings';
import {
  academicYearItem,
  academicYearsIn,
  admissionsDisagreements,
  admissionsItem,
  disclosureExamplesItem,
  exampleContactItems,
  isExampleEmail,
  isExamplePhone,
  mailItem,
  notificationRecipientsItem,
  offsiteBackupItem,
  openSetupItems,
  type SetupFacts,
} from '../../src/shared/setup-checklist';

// Each check of "Finish setting up your site" over plain data (docs/decisions/035-setup-checklist.md).

const ids = (items: { id: string }[]) => items.map((i) => i.id);

/** Settings a school has finished setting up, for the year given. */
function doneSettings(academicYear = '2031-32'): SetupFacts['settings'] {
  return {
    ...DEFAULT_SETTINGS,
    email: 'office@almahmood.in',
    phone: '+91 724 245 1234',
    grievanceOfficerEmail: 'privacy@almahmood.in',
    grievanceOfficerPhone: '',
    notificationEmails: ['office@almahmood.in'],
    academicYear,
    admissionsOpen: true,
    heroButtonText: `Admissions Open For AY ${academicYear}`,
    admissionsNotice: '',
    offsiteBackupConfirmedOn: '2031-06-01',
    upiId: 'almahmood@hdfcbank',
  };
}

describe('example contact values', () => {
  it('knows the reserved example domains and nothing else', () => {
    for (const v of ['info@school.example', 'a@example.com', 'b@mail.example.org', ' Privacy@School.Example '])
      expect(isExampleEmail(v), v).toBe(true);
    for (const v of ['office@almahmood.in', 'a@myexample.com', 'example@school.in', 'a@example.co'])
      expect(isExampleEmail(v), v).toBe(false);
  });

  it('knows a number whose digits after the country code are all zeros', () => {
    for (const v of ['+91 00000 00000', '+910000000000', '00000 00000', '+971 0000 0000'])
      expect(isExamplePhone(v), v).toBe(true);
    for (const v of ['+91 724 245 1234', '+91 90000 00000', '', '+91', '000']) expect(isExamplePhone(v), v).toBe(false);
  });

  it('lists each example contact of the seeded settings, with the field that fixes it', () => {
    expect(exampleContactItems(DEFAULT_SETTINGS)).toEqual([
      expect.objectContaining({ id: 'contact-email', section: 'settings', target: 'email' }),
      expect.objectContaining({ id: 'contact-phone', section: 'settings', target: 'phone' }),
      expect.objectContaining({ id: 'grievance-email', section: 'settings', target: 'grievanceOfficerEmail' }),
      expect.objectContaining({ id: 'grievance-phone', section: 'settings', target: 'grievanceOfficerPhone' }),
    ]);
    expect(exampleContactItems(DEFAULT_SETTINGS)[0]?.text).toContain('info@school.example');
    expect(exampleContactItems(DEFAULT_SETTINGS)[1]?.text).toContain('+91 00000 00000');
    expect(exampleContactItems(doneSettings())).toEqual([]);
  });
});

describe('the other checks', () => {
  it('counts the disclosure rows still marked as examples', () => {
    expect(disclosureExamplesItem(0)).toBeNull();
    expect(disclosureExamplesItem(1)?.text).toMatch(/1 row left\.$/);
    expect(disclosureExamplesItem(64)).toMatchObject({ id: 'disclosure-examples', section: 'disclosure' });
    expect(disclosureExamplesItem(64)?.text).toMatch(/64 rows left\.$/);
  });

  it('asks for notification recipients, SMTP_URL and the off-server copies until they are there', () => {
    expect(notificationRecipientsItem([])).toMatchObject({
      id: 'notification-recipients',
      target: 'notificationEmails',
    });
    expect(notificationRecipientsItem(['office@almahmood.in'])).toBeNull();
    expect(mailItem(false)?.text).toMatch(/^Mail is not set up: set SMTP_URL/);
    expect(mailItem(false)?.text).toContain('Configuration');
    expect(mailItem(true)).toBeNull();
    expect(offsiteBackupItem('')).toMatchObject({ id: 'offsite-backups', section: 'backups' });
    expect(offsiteBackupItem('2031-06-01')).toBeNull();
  });
});

describe('the hero button and the admissions banner', () => {
  it('reads the academic years a text names', () => {
    expect(academicYearsIn('Admissions Open For AY 2025-26')).toEqual(['2025-26']);
    expect(academicYearsIn('Admissions 2026–2027 and 2026/27')).toEqual(['2026-27']);
    expect(academicYearsIn('Admissions 2099-00')).toEqual(['2099-00']);
    // A date or two unrelated years is not an academic year.
    expect(academicYearsIn('Closes 2025-12-31; since 2010-2024')).toEqual([]);
    expect(academicYearsIn('Admissions Open')).toEqual([]);
  });

  it('agree when each names the year parents apply for and says what the switch shows it for', () => {
    expect(admissionsDisagreements(doneSettings(), '2031-32')).toEqual([]);
    expect(admissionsItem(doneSettings(), '2031-32')).toBeNull();
    const closed = {
      ...doneSettings(),
      admissionsOpen: false,
      heroButtonText: 'Admissions 2031-32',
      admissionsNotice: 'Admissions for 2031-32 are closed.',
    };
    expect(admissionsDisagreements(closed, '2031-32')).toEqual([]);
  });

  it('agree in any year with a new install’s texts, which name the year by its field', () => {
    for (const year of ['2026-27', '2027-28', '2040-41']) {
      expect(admissionsDisagreements(DEFAULT_SETTINGS, year)).toEqual([]);
    }
  });

  it('disagree when a text says the opposite of when the switch shows it', () => {
    const s = { ...doneSettings(), heroButtonText: 'Admissions closed', admissionsNotice: 'Admissions are open' };
    expect(admissionsDisagreements(s, '2031-32')).toEqual([
      'The text shown while admissions are open says they are closed.',
      'The text shown while admissions are closed says they are open.',
    ]);
    expect(admissionsItem(s, '2031-32')).toMatchObject({
      id: 'admissions-texts',
      section: 'settings',
      target: 'heroButtonText',
    });
  });

  it('disagree when a text names another year than the one parents apply for', () => {
    const s = { ...doneSettings('2031-32'), heroButtonText: 'Admissions Open For AY 2031-32' };
    expect(admissionsDisagreements(s, '2032-33')).toEqual([
      'The admissions open text names 2031-32, but parents apply now for 2032-33.',
    ]);
    const banner = { ...doneSettings('2031-32'), admissionsNotice: 'Admissions for 2032-33 are closed.' };
    expect(admissionsDisagreements(banner, '2031-32')).toEqual([
      'The admissions closed text names 2032-33, but parents apply now for 2031-32.',
    ]);
    expect(admissionsItem(banner, '2031-32')?.text).toContain('2032-33');
  });
});

describe('the academic-year setting', () => {
  it('is the year today falls in, or in the year’s last month the next one', () => {
    expect(academicYearItem(doneSettings('2031-32'), '2031-12-02')).toBeNull();
    expect(academicYearItem(doneSettings('2031-32'), '2032-05-31')).toBeNull();
    expect(academicYearItem(doneSettings('2032-33'), '2032-05-31')).toBeNull();
    expect(academicYearItem(doneSettings('2030-31'), '2031-12-02')?.text).toBe(
      'The academic year in Settings is not the year running now. It says 2030-31; the year running now is 2031-32.',
    );
    // A school whose year starts in April is in its new year in April.
    const april = { ...doneSettings('2031-32'), academicYearStartMonth: 4 };
    expect(academicYearItem(april, '2032-04-01')?.text).toContain('the year running now is 2032-33');
  });
});

describe('openSetupItems', () => {
  it('lists everything a new school must replace, and nothing once it is done', () => {
    const facts = { today: '2031-08-02', admissionYear: '2031-32' };
    const fresh = openSetupItems({
      settings: { ...DEFAULT_SETTINGS, heroButtonText: 'Admissions Open For AY 2030-31' },
      disclosureExamples: 12,
      mailConfigured: false,
      ...facts,
    });
    expect(ids(fresh)).toEqual([
      'contact-email',
      'contact-phone',
      'grievance-email',
      'grievance-phone',
      'disclosure-examples',
      'academic-year',
      'admissions-texts',
      'notification-recipients',
      'smtp-url',
      'upi-id',
      'offsite-backups',
    ]);
    expect(openSetupItems({ settings: doneSettings(), disclosureExamples: 0, mailConfigured: true, ...facts })).toEqual(
      [],
    );
  });
});
