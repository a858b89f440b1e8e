// The admin sign-in hint kept in browser storage, for the UI only: the server's session is the authority.
export const ADMIN_FLAG_KEY = 'isAdminAuthenticated';
export const ADMIN_USERNAME_KEY = 'adminUsername';

export function clearAdminHint() {
  try {
    localStorage.removeItem(ADMIN_FLAG_KEY);
    localStorage.removeItem(ADMIN_USERNAME_KEY);
  } catch {
    // Storage may be unavailable (private mode); the hint is optional.
  }
}
