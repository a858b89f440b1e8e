import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, makeTestApp, type TestApp } from '../helpers/test-app';

// A vacancy is a content type (docs/decisions/053-careers.md): the rules of its fields, its address,
// and who may write it.

let t: TestApp;
const owner = () => t.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } });
const editor = () =>
  t.caller({ session: { adminId: 2, username: 'editor', role: 'editor' as const, twoFactor: true } });
const admissions = () =>
  t.caller({ session: { adminId: 3, username: 'office', role: 'admissions' as const, twoFactor: true } });

const VACANCY = {
  title: 'PRT English (Primary)',
  postLevel: 'PRT',
  subjects: 'English',
  classes: 'I-V',
  employmentType: 'full-time',
  postedOn: '2031-06-01',
  closingDate: '2031-06-30',
  description: 'Teach English to classes I to V. [Our school](/about)',
  status: 'published',
} as const;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a vacancy', () => {
  it('takes its address from its title, keeps it when the title changes, and refuses another’s beside the field', async () => {
    const created = await editor().admin.vacancies.create(VACANCY);
    expect(created.slug).toBe('prt-english-primary');
    const renamed = await editor().admin.vacancies.update({ ...VACANCY, id: created.id, title: 'PRT English' });
    expect(renamed.slug).toBe('prt-english-primary');
    expect(await fieldErrorsOf(editor().admin.vacancies.create({ ...VACANCY, slug: 'prt-english-primary' }))).toEqual({
      slug: 'Another vacancy has this address: choose another',
    });
  });

  it('never takes the application form’s address', async () => {
    expect(await fieldErrorsOf(editor().admin.vacancies.create({ ...VACANCY, slug: 'apply' }))).toEqual({
      slug: 'This address is the application form’s: choose another',
    });
    const titled = await editor().admin.vacancies.create({ ...VACANCY, title: 'Apply' });
    expect(titled.slug).toBe('vacancy');
  });

  it('refuses a closing date before its publication, and a salary minimum over its maximum, beside the field', async () => {
    expect(
      await fieldErrorsOf(
        owner().admin.vacancies.create({ ...VACANCY, postedOn: '2031-07-01', closingDate: '2031-06-30' }),
      ),
    ).toEqual({ closingDate: 'The closing date cannot be before the publication date' });
    expect(
      await fieldErrorsOf(owner().admin.vacancies.create({ ...VACANCY, salaryMin: '45,000', salaryMax: '₹30,000' })),
    ).toEqual({ salaryMin: 'The minimum salary cannot be more than the maximum' });
    const banded = await owner().admin.vacancies.create({
      ...VACANCY,
      slug: 'banded',
      salaryMin: '₹30,000',
      salaryMax: '40000',
    });
    expect([banded.salaryMin, banded.salaryMax]).toEqual([30000, 40000]);
  });

  it('refuses a description whose link is not allowed', async () => {
    expect(
      await fieldErrorsOf(
        owner().admin.vacancies.create({ ...VACANCY, slug: 'bad-link', description: '[x](javascript:alert(1))' }),
      ),
    ).toEqual({
      description: 'This description has a link that is not allowed. Use a page address or an http(s) address',
    });
  });

  it('is found by the site’s search while published, leading to its page; a draft or archived one never', async () => {
    await editor().admin.vacancies.create({ ...VACANCY, title: 'PGT Zoology', slug: 'pgt-zoology' });
    await editor().admin.vacancies.create({
      ...VACANCY,
      title: 'PGT Zoology draft',
      slug: 'zoology-draft',
      status: 'draft',
    });
    const archived = await editor().admin.vacancies.create({ ...VACANCY, title: 'Old Zoology', slug: 'zoology-old' });
    await editor().admin.vacancies.update({ ...VACANCY, title: 'Old Zoology', id: archived.id, status: 'archived' });
    const answer = await t.caller().search.query({ q: 'zoology' });
    expect(answer.results.map((r) => [r.kind, r.href])).toEqual([['vacancy', '/careers/pgt-zoology']]);
  });

  it('is written by Editors and Owners; Admissions staff only read it', async () => {
    await expect(admissions().admin.vacancies.create({ ...VACANCY, slug: 'by-office' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await admissions().admin.vacancies.list()).length).toBeGreaterThan(0);
  });
});
