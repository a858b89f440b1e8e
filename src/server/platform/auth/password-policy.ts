import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../../shared/constants';

// Common and guessable passwords are refused with zxcvbn-ts and its dictionary of common passwords,
// names and keyboard patterns (docs/decisions/003-sign-in-and-sessions.md): "password1234" or
// "qwerty123456" pass a length rule but fall to the first guesses of any attacker.
export const PASSWORD_TOO_COMMON =
  'This password is too common or too easy to guess. Choose a longer phrase of unrelated words.';
/** zxcvbn's score 3 means about 10^8 guesses or more: out of reach of online and most offline guessing. */
const MIN_SCORE = 3;

let checker: Promise<ZxcvbnFactory> | null = null;
function getChecker() {
  // Loaded and built on first use: the dictionaries take a few hundred milliseconds to load and about
  // 5 MB of the heap, which a server that is only serving pages should not hold
  // (docs/decisions/024-memory-budget.md).
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ default: core }, common]) =>
      new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
  );
  return checker;
}

/** Why a new password cannot be used, or null when it can. */
export async function passwordProblem(password: string): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  if ((await getChecker()).check(password).score < MIN_SCORE) return PASSWORD_TOO_COMMON;
  return null;
}
