import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/server/config';
import { domainProblem, slugProblem } from '../../src/server/host/layout';
import { parseSettings, writeSettings } from '../../src/server/host/settings-file';
import { projectRoot } from '../../src/server/project-root';

const example = fs.readFileSync(path.join(projectRoot, 'deploy', 'school-website.env.example'), 'utf8');

describe('a school’s settings file', () => {
  it('is the shipped example with the school’s values, and a configuration the site accepts', () => {
    const text = writeSettings(example, {
      PORT: '3004',
      DATA_DIR: '/var/lib/school-website/akola-north',
      SITE_URL: 'https://north.example.in',
      ADMIN_USERNAME: 'office',
    });
    const settings = parseSettings(text);
    expect(settings).toMatchObject({
      PORT: '3004',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/school-website/akola-north',
      SITE_URL: 'https://north.example.in',
      TRUST_PROXY: 'true',
      // A commented-out line of the example is set in place.
      ADMIN_USERNAME: 'office',
    });
    expect(text.match(/^PORT=/gm)).toHaveLength(1);
    // Every explanation of the example is kept.
    expect(text.split('\n').filter((line) => line.startsWith('# ')).length).toBe(
      example.split('\n').filter((line) => line.startsWith('# ')).length,
    );
    const config = parseConfig({ ...settings, NODE_ENV: 'production' });
    expect(config.port).toBe(3004);
    expect(config.isHttps).toBe(true);
  });

  it('quotes a value with spaces, reads it back, and refuses a line break', () => {
    const text = writeSettings(example, { MAIL_FROM: 'Akola North <website@north.example.in>' });
    expect(text).toContain('MAIL_FROM="Akola North <website@north.example.in>"');
    expect(parseSettings(text).MAIL_FROM).toBe('Akola North <website@north.example.in>');
    expect(() => writeSettings(example, { SITE_URL: 'https://a.example.in\nPORT=80' })).toThrow(/line break/);
  });
});

describe('slugs and domains', () => {
  it('accepts what can name a folder, a unit and an nginx site, and refuses the rest with a sentence', () => {
    for (const slug of ['akola-north', 'dubai', 'a1']) expect(slugProblem(slug)).toBeNull();
    for (const slug of ['../etc', 'Akola', '-x', 'x-', 'a', 'a b', 'a.b', 'x'.repeat(33)]) {
      expect(slugProblem(slug)).toMatch(/cannot name a school/);
    }
    for (const domain of ['north.example.in', 'www.school-name.ac.in']) expect(domainProblem(domain)).toBeNull();
    for (const domain of [
      'https://a.example.in',
      'a.example.in:8080',
      'a.example.in/x',
      'localhost',
      'a_b.example.in',
    ]) {
      expect(domainProblem(domain)).toMatch(/is not a domain/);
    }
  });
});
