import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

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
  // The latest check, read when a navigation or an unload happens; the listener is added once.
  const check = useRef(hasUnsavedEdits);
  useLayoutEffect(() => {
    check.current = hasUnsavedEdits;
  });
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && check.current(),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!check.current()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set as well.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return {
    blocked: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}
