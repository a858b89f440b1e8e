import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/server/config';

describe('parseConfig', () => {
  it('applies the documented defaults', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      trustProxy: false,
      logLevel: 'info',
      enquiryRateLimit: 10,
    });
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.siteUrl).toBe('http://localhost:3000');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['SITE_URL', 'not a url'],
    ['TRUST_PROXY', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['LOG_FORMAT', 'text'],
    ['ADMIN_PASSWORD', 'short'],
    ['ADMIN_USERNAME', 'a b'],
    ['ENQUIRY_RATE_LIMIT', '0'],
    ['ENQUIRY_RATE_LIMIT', '1000001'],
  ])('names %s when its value %s is bad', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`^Invalid ${name}:`));
  });

  it('takes an ENQUIRY_RATE_LIMIT up to 1,000,000 (a load test from one address)', () => {
    expect(parseConfig({ ENQUIRY_RATE_LIMIT: '1000000' }).enquiryRateLimit).toBe(1_000_000);
  });

  it('strips a trailing slash from SITE_URL and treats empty values as unset', () => {
    expect(parseConfig({ SITE_URL: 'https://school.example/', PORT: '' }).siteUrl).toBe('https://school.example');
  });

  it("takes LOG_FORMAT 'json' or 'pretty', and leaves it to the terminal when unset", () => {
    expect(parseConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(parseConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(parseConfig({}).logFormat).toBeUndefined();
    expect(() => parseConfig({ LOG_FORMAT: 'text' })).toThrow("Invalid LOG_FORMAT: 'json' or 'pretty'");
  });
});
