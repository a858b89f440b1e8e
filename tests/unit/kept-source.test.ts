import { describe, expect, it } from 'vitest';
import { keptSource, SourceFieldsSchema, type SourceValues } from '../../src/shared/schemas/source';

// keptSource cleans an enquiry's source without a second zod parse (it runs for every enquiry stored,
// docs/decisions/045-enquiry-write-path.md): it must keep exactly what the forms' schema keeps.

const INPUTS: Array<Record<string, unknown>> = [
  {},
  { utmSource: ' Newspaper ', utmMedium: 'PRINT', utmCampaign: 'admissions-2027' },
  { utmSource: 'x'.repeat(101), utmMedium: 'a\u0007b', utmCampaign: 42 },
  { referrerHost: 'News.Example', landingPath: '/admissions' },
  { referrerHost: 'https://news.example/path', landingPath: '//evil.example' },
  { referrerHost: '-bad-.example', landingPath: '/fees?year=2027' },
  { heardFrom: 'school-event' },
  { heardFrom: 'School event' },
  { heardFrom: null, utmSource: undefined, landingPath: ['/'] },
];

describe('keptSource', () => {
  it.each(INPUTS.map((input) => [JSON.stringify(input), input]))('keeps what the schema keeps: %s', (_, input) => {
    expect(keptSource(input as SourceValues)).toEqual(SourceFieldsSchema.parse(input));
  });

  it('drops what it does not recognise and keeps the rest cleaned', () => {
    expect(
      keptSource({ utmSource: ' Flyer ', referrerHost: 'not a host', landingPath: '/apply', heardFrom: 'walk-in' }),
    ).toEqual({
      utmSource: 'flyer',
      utmMedium: '',
      utmCampaign: '',
      referrerHost: '',
      landingPath: '/apply',
      heardFrom: 'walk-in',
    });
  });
});
