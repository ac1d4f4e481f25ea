import { formatDate } from '@nprm/contracts';

/** "Call back, due December 4, 2026"; the step alone without a day, "Due …" alone without a step; null for none. */
export function nextStepText(step: string | null, due: string | null): string | null {
  // A due day is a calendar day: read at noon UTC so no zone moves it to the day before.
  const day = due ? `due ${formatDate(`${due}T12:00:00Z`, 'UTC')}` : null;
  if (step && day) return `${step}, ${day}`;
  return step ?? (day ? `D${day.slice(1)}` : null);
}
