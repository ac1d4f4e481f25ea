/** The one way a date is written for people (docs/product.md, constants: "Month day, year"), without zod. */

const OPTIONS = { month: 'long', day: 'numeric', year: 'numeric' } as const;
/** One formatter per named zone: an admin list writes hundreds of dates. */
const inZone = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  // The runtime's own zone is read afresh each time, as it may change (a test's TZ).
  if (timeZone === undefined) return new Intl.DateTimeFormat('en-US', OPTIONS);
  let found = inZone.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { ...OPTIONS, timeZone });
    inZone.set(timeZone, found);
  }
  return found;
}

/**
 * A moment → its day, "November 21, 2026", in `timeZone` (an IANA name; none: the runtime's own, the visitor's in a
 * browser); "" for a value that is no date. The server always names its zone: its own is not the reader's.
 */
export function formatDate(value: string | Date, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : formatter(timeZone).format(date);
}
