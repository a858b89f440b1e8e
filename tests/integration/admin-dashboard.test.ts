import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearRows } from '../factories/rows';
import { createApplicationRow, createEnquiryRow } from '../factories/submissions';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// What the dashboard's overview counts, the addresses of single enquiries and applications
// (admin.<entity>.get), and how the CSV exports write statuses and dates: as the office reads them,
// in the school's time zone (Asia/Kolkata, UTC+5:30), whatever the server's own zone.
let t: TestApp;
const admin = () => t.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } });
const visitor = () => t.caller();

beforeAll(async () => {
  t = await makeTestApp();
  clearRows(t.app.svc, 'enquiries');
  clearRows(t.app.svc, 'applications');
});
afterAll(async () => {
  await t.close();
});

describe('overview counts', () => {
  it('counts enquiries and applications, and how many of each are still new', async () => {
    const before = await admin().admin.stats();
    expect(before).toMatchObject({ enquiries: 0, newEnquiries: 0, applications: 0, newApplications: 0 });

    createEnquiryRow(t.app.svc, { firstName: 'Count', lastName: 'One' });
    createEnquiryRow(t.app.svc, { firstName: 'Count', lastName: 'Two', status: 'resolved' });
    createEnquiryRow(t.app.svc, { firstName: 'Count', lastName: 'Three', status: 'in-progress' });
    createApplicationRow(t.app.svc, { studentName: 'Count Student A' });
    createApplicationRow(t.app.svc, { studentName: 'Count Student B' });
    const accepted = createApplicationRow(t.app.svc, { studentName: 'Count Student C', status: 'accepted' });

    const after = await admin().admin.stats();
    expect(after).toMatchObject({ enquiries: 3, newEnquiries: 1, applications: 3, newApplications: 2 });

    await admin().admin.applications.setStatus({ id: accepted.id, status: 'new' });
    expect((await admin().admin.stats()).newApplications).toBe(3);
  });

  it('has a count for every content type', async () => {
    const stats = await admin().admin.stats();
    for (const type of ['artworks', 'announcements', 'highlights', 'journeys', 'achievements'] as const) {
      expect(stats[type]).toEqual(expect.any(Number));
    }
  });

  it('is behind the session', async () => {
    await expect(visitor().admin.stats()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('one enquiry or application by its id', () => {
  it('answers the item its dashboard address names, 404 when there is none, and only to an administrator', async () => {
    const { id } = createEnquiryRow(t.app.svc, { firstName: 'Linked', lastName: 'Parent' });
    expect(await admin().admin.enquiries.get({ id })).toMatchObject({ id, name: 'Linked Parent', status: 'new' });
    await expect(admin().admin.enquiries.get({ id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(visitor().admin.enquiries.get({ id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    const application = createApplicationRow(t.app.svc, { studentName: 'Linked Student' });
    expect(await admin().admin.applications.get({ id: application.id })).toMatchObject({
      id: application.id,
      studentName: 'Linked Student',
    });
    await expect(admin().admin.applications.get({ id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(visitor().admin.applications.get({ id: application.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('CSV exports', () => {
  // 18:45 UTC is 00:15 the next day in the school: the date itself changes with the time zone.
  const lateEvening = new Date(Date.UTC(2025, 2, 9, 18, 45));

  it('write enquiry statuses as the dashboard shows them and dates in school time', async () => {
    createEnquiryRow(t.app.svc, {
      firstName: 'Csvlabel',
      lastName: 'Parent',
      status: 'in-progress',
      createdAt: lateEvening,
    });
    const { csv } = await admin().admin.enquiries.exportCsv({ search: 'Csvlabel' });
    const [header, row, ...rest] = csv.slice(1).trimEnd().split('\r\n');
    expect(header).toBe('Name,Email,Mobile,State,City,School,Grade,Address,Status,Received');
    expect(rest).toEqual([]);
    expect(row).toContain(',In progress,');
    expect(row).not.toContain('in-progress');
    expect(row!.endsWith(',"10 Mar 2025, 12:15 am"')).toBe(true);
  });

  it('write application dates in school time, in the same style', async () => {
    createApplicationRow(t.app.svc, { studentName: 'Csvdate Student', status: 'in-review', createdAt: lateEvening });
    const { csv } = await admin().admin.applications.exportCsv({ search: 'Csvdate' });
    const [, row] = csv.slice(1).trimEnd().split('\r\n');
    expect(row).toMatch(/^\d+,"10 Mar 2025, 12:15 am",In review,Csvdate Student,/);
  });

  it('are named by the school date', async () => {
    const { filename } = await admin().admin.enquiries.exportCsv({});
    const schoolDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(filename).toBe(`contacts-${schoolDate}.csv`);
  });
});
