import { fieldErrorText, type MessageStyle } from '@nprm/contracts/wording';
import { ApiRequestError } from './api';

/**
 * The one path from a rule to the message under a field, for every form, public and admin: a contracts schema's
 * verdict before sending (schemaErrors) and the server's 422 after (serverFieldErrors) are both worded by fieldError,
 * so a field says the same thing whichever of the two refused it (docs/product.md, validation; ).
 */

/** How a form words a field's message ("Field name message", the contracts' fieldErrorText). */
export interface FormWording {
  /**
   * 'title' (the admin forms, the default): the API's words after the field's start-case name ("Part Number can't be
   * blank"). 'sentence' (the public forms): the name in sentence case, and the form's words where docs/product.md
   * gives them ("Full name is required" for the API's "can't be blank").
   */
  style?: MessageStyle;
  /** The names a form shows in place of a field's own, by form path ({customer_name: "Full name"}). */
  names?: Readonly<Record<string, string>>;
  /** Where a message on the whole request (a rule across fields) goes; '' unless given. */
  rootKey?: string;
}

export type FormErrors = Record<string, string>;

/** The API's words → the public forms'. */
const PUBLIC_WORDS: Readonly<Record<string, string>> = {
  "can't be blank": 'is required',
  'is not an e-mail address': 'must be a valid email address',
};

/**
 * A path as the form names it: "mount_images[0].image_url" and "mount_images.0.image_url" are the same field, and
 * an error on one entry of an id list ("mount_ids.2") belongs to the list's input ("mount_ids").
 */
export function formPath(path: string): string {
  return path.replace(/\[(\d+)\]/g, '.$1').replace(/(\.\d+)+$/, '');
}

/** "Field name message" for the field a path ends in ("mount_images.0.image_url" → "Image Url can't be blank"). */
export function fieldError(path: string, message: string, wording: FormWording = {}): string {
  const style = wording.style ?? 'title';
  const field =
    formPath(path)
      .split('.')
      .filter((segment) => !/^\d+$/.test(segment))
      .pop() ?? '';
  const words = style === 'sentence' ? (PUBLIC_WORDS[message] ?? message) : message;
  return fieldErrorText(field, words, { style, name: wording.names?.[formPath(path)] });
}

interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}
/** Anything with zod's safeParse: the contracts' request schemas. */
export interface FormSchema<Output = unknown> {
  safeParse(
    value: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/** A contracts schema's verdict on what a form would send: the first message of each field, keyed by form path. */
export function schemaErrors(schema: FormSchema, value: unknown, wording: FormWording = {}): FormErrors {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map((segment) => (typeof segment === 'symbol' ? '' : String(segment))).join('.');
    errors[formPath(path) || (wording.rootKey ?? '')] ??= fieldError(path, issue.message, wording);
  }
  return errors;
}

/** A 422's field errors as the form shows them, the first message of each field; {} for any other failure. */
export function serverFieldErrors(error: unknown, wording: FormWording = {}): FormErrors {
  if (!(error instanceof ApiRequestError) || error.status !== 422) return {};
  const errors: FormErrors = {};
  for (const [path, messages] of Object.entries(error.fieldErrors as Record<string, unknown>)) {
    const first: unknown = Array.isArray(messages) ? messages.find((message) => typeof message === 'string') : messages;
    if (typeof first === 'string') errors[formPath(path)] = fieldError(path, first, wording);
  }
  return errors;
}
