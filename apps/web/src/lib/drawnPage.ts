import { useEffect } from 'react';
import type { DehydratedState } from '@tanstack/react-query';

/** The id of the script element a page the server drew carries its data in (server.tsx writes it). */
export const DRAWN_PAGE_STATE_ID = 'drawn-page-state';

/**
 * The performance mark set when React has taken a drawn page over: from then on every control works (bench/web reads
 * it, as a page's own timing would).
 */
export const TAKEN_OVER_MARK = 'nprm:drawn-page-taken-over';

/** What a drawn page was drawn with: its queries' answers, for the browser's query client to start from. */
export interface DrawnPageState {
  queries: DehydratedState;
}

/** The state the server drew this document's page with, or null when it drew none (or the element is not JSON). */
export function readDrawnPageState(doc: Document = document): DrawnPageState | null {
  const element = doc.getElementById(DRAWN_PAGE_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as Partial<DrawnPageState> | null;
    return state && typeof state.queries === 'object' && state.queries !== null ? (state as DrawnPageState) : null;
  } catch {
    return null;
  }
}

/**
 * After React has taken over a drawn page: hands it what the visitor typed or ticked in the drawn form before the
 * scripts came. React 19 keeps such input on the screen but not in its state (its replay of these changes is still
 * behind a flag), so the form would hold an empty field that shows text. Hydrating sets each field's `defaultValue`
 * (`defaultChecked`) to what React holds; a field that differs was changed by the visitor. React notices a change only
 * when the value differs from the one it last saw, so the field is set back through its own setter first, then given
 * the visitor's value past it, and the event a keystroke (a tap) sends is sent.
 */
export function replayVisitorInput(root: HTMLElement): void {
  // The element's own setters, past the ones React puts on each field to see what changed.
  const setter = (name: 'value' | 'checked') => {
    const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, name)!;
    return (field: HTMLInputElement, value: string | boolean) => descriptor.set!.call(field, value);
  };
  const setValue = setter('value');
  const setChecked = setter('checked');
  for (const field of root.querySelectorAll('input')) {
    if (field.type === 'checkbox' || field.type === 'radio') {
      const ticked = field.checked;
      // A radio ticked unticks its group's other: replaying the tick is enough.
      if (ticked === field.defaultChecked || (field.type === 'radio' && !ticked)) continue;
      field.checked = field.defaultChecked;
      setChecked(field, ticked);
      field.dispatchEvent(new Event('click', { bubbles: true }));
    } else {
      const typed = field.value;
      if (typed === field.defaultValue) continue;
      field.value = field.defaultValue;
      setValue(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/** What runs once React has taken the drawn page over (main.tsx sets it before hydrating), then nothing. */
let takenOver: (() => void) | null = null;

export function whenTakenOver(run: () => void): void {
  takenOver = run;
}

/**
 * Placed after the page inside its Suspense boundary (PublicLayout): React takes a boundary's content over after the
 * rest of the page, so its effect runs when the whole page is React's, with every field of the form hydrated.
 */
export function TakenOver(): null {
  useEffect(() => {
    const run = takenOver;
    takenOver = null;
    run?.();
  }, []);
  return null;
}
