import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

// The dashboard never drops a half-written form silently
// (docs/decisions/012-dashboard-addresses-and-unsaved-work.md). Every form calls useUnsavedChanges with
// whether it holds unsaved edits; while any does, leaving it asks first: closing its dialog (Escape,
// the close button, Cancel: the form calls confirmDiscard), moving to another address of the
// dashboard (a section, the back button: one router blocker here) and closing or reloading the tab
// (beforeunload, where the browser shows its own question).

export const DISCARD_CHANGES_MESSAGE = 'You have unsaved changes. Discard them?';

/** The forms with unsaved edits, read at the moment of leaving (so never a render late). */
class DirtyForms {
  private readonly dirty = new Set<string>();
  set(key: string, isDirty: boolean) {
    if (isDirty) this.dirty.add(key);
    else this.dirty.delete(key);
  }
  has(key: string) {
    return this.dirty.has(key);
  }
  get any() {
    return this.dirty.size > 0;
  }
  clear() {
    this.dirty.clear();
  }
}

const UnsavedChangesContext = createContext<DirtyForms | null>(null);

function useBeforeUnload(isDirty: () => boolean) {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
}

/**
 * Wraps the dashboard: one beforeunload listener and one navigation blocker for all its forms (a
 * router allows only one blocker at a time). Moving to another address while a form is dirty asks;
 * confirmed, the edits are dropped and the move goes on, else the administrator stays where they were.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const forms = useRef(new DirtyForms()).current;
  const isDirty = useCallback(() => forms.any, [forms]);
  useBeforeUnload(isDirty);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => forms.any && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(DISCARD_CHANGES_MESSAGE)) {
      forms.clear();
      blocker.proceed();
    } else {
      blocker.reset();
    }
  }, [blocker, forms]);

  return <UnsavedChangesContext.Provider value={forms}>{children}</UnsavedChangesContext.Provider>;
}

export interface UnsavedChanges {
  /**
   * Call before closing the form (Escape, close button, Cancel): true when there is nothing to lose or
   * the administrator agreed to discard the edits (then leaving the address does not ask again).
   */
  confirmDiscard: () => boolean;
  /** The edits were saved: leaving now does not ask (until the form is edited again). */
  release: () => void;
}

/**
 * Marks a form as holding unsaved edits while `dirty` is true. All a form needs to call: leaving the
 * dashboard address or the tab then asks first. Inside UnsavedChangesProvider (the dashboard); alone,
 * it still guards closing the tab.
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const key = useId();
  const shared = useContext(UnsavedChangesContext);
  const own = useRef<DirtyForms | null>(null);
  own.current ??= new DirtyForms();
  const forms = shared ?? own.current;

  useEffect(() => {
    forms.set(key, dirty);
  }, [forms, key, dirty]);
  useEffect(() => () => forms.set(key, false), [forms, key]);

  const isOwnDirty = useCallback(() => !shared && forms.any, [shared, forms]);
  useBeforeUnload(isOwnDirty);

  const confirmDiscard = useCallback(() => {
    if (!forms.has(key)) return true;
    if (!window.confirm(DISCARD_CHANGES_MESSAGE)) return false;
    forms.set(key, false);
    return true;
  }, [forms, key]);

  const release = useCallback(() => forms.set(key, false), [forms, key]);

  return { confirmDiscard, release };
}
