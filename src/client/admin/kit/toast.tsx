import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_MS } from '../../../shared/constants';

// Toasts show for TOAST_MS, green for success, red for errors, announced by a polite live region. At
// most MAX_TOASTS at once (the newest; an older one makes way), each with a Dismiss button. While a
// dialog is open they show inside it, in its flow under its title: a modal dialog makes the page behind
// it inert (a toast there would be neither read out nor dismissable) and a toast floating over the
// dialog could cover its buttons.
export type ToastKind = 'success' | 'error';
interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

const MAX_TOASTS = 3;

interface ToastApi {
  push: (kind: ToastKind, message: string) => void;
  /** The open dialog's place for toasts (AdminDialog sets it), or null. */
  setHost: (host: HTMLElement | null) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [host, setHost] = useState<HTMLElement | null>(null);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const push = useCallback(
    (kind: ToastKind, message: string) => {
      const id = nextId.current++;
      // The same message again replaces the one shown rather than stacking a copy.
      setToasts((list) => [
        ...list.filter((t) => t.message !== message).slice(-(MAX_TOASTS - 1)),
        { id, kind, message },
      ]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const api = useMemo(() => ({ push, setHost }), [push]);
  const items = toasts.map((t) => (
    <div key={t.id} className={`admin-toast admin-toast-${t.kind}`}>
      <span>{t.message}</span>
      <button type="button" className="admin-toast-close" aria-label="Dismiss" onClick={() => dismiss(t.id)}>
        <svg viewBox="0 0 24 24" className="icon" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  ));

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="admin-toasts" role="status" aria-live="polite">
        {host ? null : items}
      </div>
      {host &&
        createPortal(
          <div className="admin-toasts admin-toasts-inline" role="status" aria-live="polite">
            {items}
          </div>,
          host,
        )}
    </ToastContext.Provider>
  );
}

export function useToast() {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  const { push } = api;
  return useMemo(
    () => ({ success: (m: string) => push('success', m), error: (m: string) => push('error', m) }),
    [push],
  );
}

/** For a dialog: a ref callback for the element where toasts show while it is open (nothing outside a provider). */
export function useToastHost(): (host: HTMLElement | null) => void {
  const api = useContext(ToastContext);
  const setHost = api?.setHost;
  return useCallback((host: HTMLElement | null) => setHost?.(host), [setHost]);
}
