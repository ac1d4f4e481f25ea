import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/** A blocked navigation waiting for the user's answer, or null while nothing is blocked. */
export interface LeaveGuard {
  blocked: boolean;
  stay(this: void): void;
  leave(this: void): void;
}

/**
 * Guards unsaved edits (docs/product.md, forms): while `hasUnsavedEdits()` is true, a link or Back inside the app
 * waits for "Leave" or "Stay", and closing or reloading the tab asks the browser's own question (beforeunload).
 */
export function useLeaveGuard(hasUnsavedEdits: () => boolean): LeaveGuard {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasUnsavedEdits(),
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedEdits()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set as well.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasUnsavedEdits]);
  return {
    blocked: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}
