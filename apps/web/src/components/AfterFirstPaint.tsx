import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the page around them has painted: on a slow phone, rendering a long page's lower sections
 * takes longer than the answer above them, which is what the visitor waits for. They then render as a transition,
 * which a tap or a key interrupts.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after the one that painted, then the task after it: the paint has happened by then.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : null;
}
