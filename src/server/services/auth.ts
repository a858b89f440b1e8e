import type { ServiceContext } from './context';

export interface AdminSession {
  adminId: number;
  username: string;
}

// Issue 4 implements sessions (hashed token lookup with expiry). Until then no token is valid.
export function readSession(_svc: ServiceContext, _token: string): AdminSession | null {
  return null;
}
