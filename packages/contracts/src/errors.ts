import { z } from 'zod';
import { place } from './places.js';
import { fieldErrorText, type MessageStyle } from './wording.js';

export { fieldErrorText, fieldName, type MessageStyle } from './wording.js';

/**
 * docs/api.md, "Error bodies": a 422 names the messages of each field and says each as a sentence; when `location`
 * names more than one place, `location_candidates` lists them (a client offers them as choices).
 */
export const validationErrorBody = z.object({
  errors: z.record(z.string(), z.array(z.string())),
  full_messages: z.array(z.string()),
  location_candidates: z.array(place).optional(),
});

/** docs/api.md, "Error bodies": every other error. */
export const errorBody = z.object({ errors: z.array(z.string()) });

/**
 * docs/api.md, "Concurrent edits": a 409 of a stale lock_version also says who changed the record and when, and
 * answers the record as it is now.
 */
export const conflictErrorBody = errorBody.extend({
  changed_by: z.string().nullable().optional(),
  changed_at: z.string().nullable().optional(),
  current: z.unknown().optional(),
});
export type ConflictErrorBody = z.infer<typeof conflictErrorBody>;

/** The messages of each field ("building_height" → ["must be between 1 and 500 feet"]); "base": the whole request. */
export type FieldErrors = Record<string, string[]>;

/** Every message of a 422 as a sentence, in the order of its fields (the body's full_messages). */
export function fullMessages(errors: FieldErrors, style: MessageStyle = 'title'): string[] {
  return Object.entries(errors).flatMap(([field, messages]) =>
    messages.map((message) => fieldErrorText(field, message, { style })),
  );
}

/**
 * The error bodies every route registers next to its answers: 422 the field errors, every other 4xx and 5xx the
 * list of messages. Routes with their own error bodies (auth, health) name those codes too.
 */
export const errorResponses = {
  '4xx': errorBody,
  409: conflictErrorBody,
  422: validationErrorBody,
  '5xx': errorBody,
} as const;
