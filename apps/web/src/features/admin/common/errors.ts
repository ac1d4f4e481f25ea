import { fieldErrorText, fieldName } from '@nprm/contracts';
import { ApiRequestError } from '../../../lib/api';

/** "half_base_width" → "Half Base Width" (docs/product.md: the field name in start case, as the API says it). */
export function startCase(field: string): string {
  return fieldName(field, 'title');
}

/**
 * A path as the form names it: "mount_images[0].image_url" and "mount_images.0.image_url" are the same field, and
 * an error on one entry of an id list ("mount_ids.2") belongs to the list's input ("mount_ids").
 */
export function formPath(path: string): string {
  return path.replace(/\[(\d+)\]/g, '.$1').replace(/(\.\d+)+$/, '');
}

/**
 * The labels a form shows in place of a field's start-case name ({mount_id: "Mount"}), so a field's error names it
 * as its label does ("Mount can't be blank", not "Mount Id …").
 */
export type FieldLabels = Readonly<Record<string, string>>;

/** "Field Name message" for the field a path ends in ("mount_images.0.image_url" → "Image Url …"). */
export function fieldMessage(path: string, message: string, labels: FieldLabels = {}): string {
  const field = formPath(path)
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment))
    .pop();
  // "base" errors belong to the record as a whole (Rails' convention, which the API follows).
  return fieldErrorText(field ?? '', message, { style: 'title', name: labels[formPath(path)] });
}

export type FormErrors = Record<string, string>;

/** 422 field errors → one "Field Name message" per field (the first message of each). */
export function formErrorsFromFields(
  fieldErrors: Record<string, string[] | string | undefined>,
  labels: FieldLabels = {},
): FormErrors {
  const errors: FormErrors = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const first = Array.isArray(messages) ? messages.find((message) => typeof message === 'string') : messages;
    if (typeof first === 'string') errors[formPath(path)] = fieldMessage(path, first, labels);
  }
  return errors;
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}
/** Anything with zod's safeParse: the contracts' request schemas. */
export interface Validator<Output> {
  safeParse(value: unknown): { success: true; data: Output } | { success: false; error: { issues: readonly Issue[] } };
}

function issuePath(issue: Issue): string {
  return issue.path.map((segment) => (typeof segment === 'symbol' ? '' : String(segment))).join('.');
}

/** Client-side validation with the same schema and words the server uses; errors keyed by form path. */
export function validateWith<Output>(schema: Validator<Output>, value: unknown, labels: FieldLabels = {}): FormErrors {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issuePath(issue);
    errors[path] ??= fieldMessage(path, issue.message, labels);
  }
  return errors;
}

/** The request body a schema makes of the form's values (trimmed text, blank → null, numbers coerced). */
export function parseWith<Output>(schema: Validator<Output>, value: unknown): Output {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error('The form has invalid values');
  return result.data;
}

/** 422 errors from a create/update call, keyed by form path; empty for any other failure. */
export function serverFormErrors(error: unknown, labels: FieldLabels = {}): FormErrors {
  return error instanceof ApiRequestError && error.status === 422
    ? formErrorsFromFields(error.fieldErrors, labels)
    : {};
}
