import { readAdminError } from './admin-errors';
import { useToast } from './toast';

/**
 * One request a section's button makes (remove a PDF, an attachment, a result): it waits while the
 * request runs, then says how it went in a toast, the server's own sentence when it refused.
 * Resolves true when the request succeeded.
 */
export function useAdminAction() {
  const toast = useToast();
  return async function act<T>({
    busy,
    request,
    apply,
    done,
    failed,
  }: {
    /** Turns the section's waiting on and off. */
    busy: (on: boolean) => void;
    request: () => Promise<T>;
    /** What the answer changes (the cached lists), before the toast. */
    apply?: (answer: T) => void;
    done: string;
    failed: string;
  }): Promise<boolean> {
    busy(true);
    try {
      const answer = await request();
      apply?.(answer);
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(readAdminError(error).summary ?? failed);
      return false;
    } finally {
      busy(false);
    }
  };
}
