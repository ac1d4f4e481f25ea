import { fieldErrorText } from '@nprm/contracts/wording';

/** The part of a zod schema this needs (the contracts' schemas). */
interface RequestSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/**
 * One field's message (the API's words, "can't be blank") as a public form shows it: led by the field's name as the
 * form shows it ("Building height must be between 1 and 500 feet", docs/product.md; the wording is contracts'
 * fieldErrorText). A field without a name in `fieldNames` shows the message alone.
 */
export function formFieldError(field: string, message: string, fieldNames: Record<string, string>): string {
  const name = fieldNames[field];
  return fieldErrorText(name === undefined ? '' : field, MESSAGE_WORDING[message] ?? message, {
    style: 'sentence',
    name,
  });
}

/**
 * A contract schema's verdict on a form's request as Mantine form errors: the first message of each field
 * (formFieldError); issues without a field go under `rootKey`.
 */
export function schemaErrors(
  schema: RequestSchema,
  request: unknown,
  fieldNames: Record<string, string>,
  rootKey: string,
): Record<string, string> {
  const parsed = schema.safeParse(request);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : '';
    const key = field === '' ? rootKey : field;
    if (errors[key]) continue;
    errors[key] = formFieldError(field, issue.message, fieldNames);
  }
  return errors;
}

/** The API's wording → the form's. */
const MESSAGE_WORDING: Record<string, string> = {
  "can't be blank": 'is required',
  'is not an e-mail address': 'must be a valid email address',
};
