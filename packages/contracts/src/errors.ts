import { z } from 'zod';

/** docs/api.md, error bodies: a 422 names the messages of each field and says each as a sentence. */
export const validationErrorBody = z.object({
  errors: z.record(z.string(), z.array(z.string())),
  full_messages: z.array(z.string()),
});

/** docs/api.md, error bodies: every other error. */
export const errorBody = z.object({ errors: z.array(z.string()) });

/** The messages of each field ("building_height" → ["must be between 1 and 500 feet"]); "base": the whole request. */
export type FieldErrors = Record<string, string[]>;

/**
 * How a field is named in front of its message:
 * - 'title': every word capitalised, a message on the whole request as it is ("Building Height must be …"), the
 *   API's full_messages and the admin forms;
 * - 'sentence': only the first word capitalised, and so is a message on the whole request ("Building height must
 *   be …"), the calculator and diagnostics forms.
 */
export type MessageStyle = 'title' | 'sentence';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "building_height" → "Building Height" ('title') or "Building height" ('sentence'); list indexes are left out. */
export function fieldName(field: string, style: MessageStyle = 'title'): string {
  return field
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z\d]+/)
    .filter((word) => word !== '' && !/^\d+$/.test(word))
    .map((word, index) => (style === 'title' || index === 0 ? capitalize(word) : word))
    .join(' ');
}

/**
 * The one "Field name message" wording: "Building height must be between 1 and 500 feet". A message on the whole
 * request (field "base" or "") has no name in front. `name` replaces the name made from the field.
 */
export function fieldErrorText(
  field: string,
  message: string,
  options: { style?: MessageStyle; name?: string } = {},
): string {
  const style = options.style ?? 'title';
  if (field === '' || field === 'base') return style === 'sentence' ? capitalize(message) : message;
  return `${options.name ?? fieldName(field, style)} ${message}`;
}

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
export const errorResponses = { '4xx': errorBody, 422: validationErrorBody, '5xx': errorBody } as const;
