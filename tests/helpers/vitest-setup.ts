import { format } from 'node:util';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

// A console.error during a test fails that test: React, React Router and our own code report real
// problems there (a hydration mismatch, a render error, an unhandled rejection), and a passing run
// must not hide one in its output. A test that expects an error spies on console.error itself
// (`vi.spyOn(console, 'error').mockImplementation(() => {})`), asserts the calls and restores it;
// its own implementation replaces this one, so its expected calls are not counted here.
let spy: MockInstance<typeof console.error> | undefined;
let unexpected: string[] = [];

beforeEach(() => {
  unexpected = [];
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpected.push(format(...args));
  });
});

afterEach(() => {
  spy?.mockRestore();
  spy = undefined;
  const calls = unexpected;
  unexpected = [];
  if (calls.length > 0) {
    throw new Error(
      `console.error was called ${calls.length} time(s) during this test; expect it explicitly if it is meant to happen:\n` +
        calls.map((message) => `  ${message.split('\n').join('\n  ')}`).join('\n'),
    );
  }
});
