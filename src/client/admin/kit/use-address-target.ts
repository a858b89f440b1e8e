import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Brings the control the address's fragment names into view and focuses it, once the section has
 * rendered its data: '/admin/settings#email' opens Settings at the E-mail field. The fragment is the
 * control's `name` (stable, unlike the ids forms generate) or a panel's id. A link from the overview's
 * setup checklist uses it (docs/decisions/035-setup-checklist.md).
 */
export function useAddressTarget(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    let name: string;
    try {
      name = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const main = document.getElementById('main');
    const control = main?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
    const target = control ?? document.getElementById(name);
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    if (control) control.focus({ preventScroll: true });
  }, [ready, hash]);
}
