import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../../src/server/app';
import { createCaller } from '../../src/server/app-router';
import { parseConfig } from '../../src/server/config';
import type { AdminSession } from '../../src/server/platform/auth/session';
import { createInnerContext } from '../../src/server/trpc/context';

export interface TestApp {
  app: App;
  dataDir: string;
  /** A tRPC caller as a visitor (or as an administrator when given a session). */
  caller: (opts?: { session?: AdminSession | null; clientIp?: string }) => ReturnType<typeof createCaller>;
  close: () => Promise<void>;
}

/** A real app over its own copy of the seeded template database, in a temporary folder. */
export async function makeTestApp(
  env: Record<string, string> = {},
  options: BuildOptions & { empty?: boolean } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-test-'));
  const template = process.env.TEST_TEMPLATE_DATA_DIR;
  if (!options.empty && template) fs.cpSync(template, dataDir, { recursive: true });
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  // An empty database is really empty: no template copy and no seeding.
  const app = await buildApp(config, { logger: false, ...(options.empty ? { seed: false } : {}), ...options });
  return {
    app,
    dataDir,
    caller: (opts = {}) =>
      createCaller(
        createInnerContext(app.svc, { session: opts.session ?? null, clientIp: opts.clientIp ?? '127.0.0.1' }),
      ),
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The field errors a procedure called through `t.caller()` refuses with (BAD_REQUEST), by field path;
 * fails the test if the call succeeds or fails otherwise.
 */
export async function fieldErrorsOf(promise: Promise<unknown>): Promise<Record<string, string>> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code: string; cause?: { issues?: { path: (string | number)[]; message: string }[] } };
    expect(e.code).toBe('BAD_REQUEST');
    return Object.fromEntries((e.cause?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
  }
  throw new Error('expected a BAD_REQUEST');
}

/** Posts fields as a browser sends a form without JavaScript: urlencoded, same-origin, from `ip`. */
export function postBrowserForm(app: App, url: string, fields: Record<string, string>, ip: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'school.test',
      origin: 'http://school.test',
      'sec-fetch-site': 'same-origin',
    },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: ip,
  });
}
