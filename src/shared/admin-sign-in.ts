import { TWO_FACTOR_WORDS } from './content/two-factor-words';
import { PATHS } from './paths';

// The sign-in's two paths share these: the page's script (tRPC) and its form posted without
// JavaScript (POST /admin/login, docs/decisions/003-sign-in-and-sessions.md).

/**
 * Where to go once signed in: the dashboard address the visitor was sent from (?next=, set by the
 * dashboard), else the overview. Only a dashboard path of the shape the dashboard makes is followed,
 * so the parameter cannot lead anywhere else.
 */
export function afterSignIn(next: string | null | undefined): string {
  return next && /^\/admin\/[a-z0-9-]+(\/(\d{1,16}|new))?$/.test(next) && next !== PATHS.adminLogin
    ? next
    : PATHS.adminDashboard;
}

/** Why a sign-in posted without JavaScript was refused, as the page's address says it (?failed=). */
export type SignInRefusal = 'invalid' | 'code' | 'busy' | `locked-${number}`;

/**
 * The sign-in page's second step without JavaScript (?step=code): the page shows the username,
 * password and code fields together, as nothing typed in the first step may travel in the address.
 */
export const SIGN_IN_CODE_STEP = 'code';

/** What the sign-in page says for a refusal; never which of the username and password was wrong. */
export function signInRefusalMessage(failed: string | null): string | null {
  if (!failed) return null;
  const locked = /^locked-(\d{1,4})$/.exec(failed);
  if (locked) {
    const minutes = Math.max(1, Number(locked[1]));
    return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  }
  if (failed === 'busy') return 'The server is busy. Please try again.';
  if (failed === 'code') return TWO_FACTOR_WORDS.codeWrong;
  return 'Invalid username or password';
}
