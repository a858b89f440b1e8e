import type { ReactNode } from 'react';
import { ShieldIcon } from './login-icons';

/**
 * The card of the signed-out pages: the sign-in page and the pages reached from a link (an invitation,
 * a password reset) look alike, a shield above their heading.
 */
export function LoginCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="admin-login" id="main">
      <div className="admin-login-card">
        <div className="admin-login-logo" aria-hidden="true">
          <ShieldIcon />
        </div>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
