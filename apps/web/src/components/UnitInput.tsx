import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { unitAfter } from '@nprm/calc/number-format';
import { roundedUpTo } from '../lib/wholeNumber';

export interface UnitInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** What the visitor typed, without the unit ('' when empty); lib/wholeNumber.ts reads it. */
  value?: string;
  onChange?: (text: string) => void;
}

/** The text without the unit the input shows after it (whole, or with one character of it deleted). */
export function withoutUnit(shown: string, suffix: string): string {
  if (shown.endsWith(suffix)) return shown.slice(0, -suffix.length);
  for (let i = 0; i < suffix.length; i += 1) {
    const damaged = suffix.slice(0, i) + suffix.slice(i + 1);
    if (shown.endsWith(damaged)) return shown.slice(0, -damaged.length);
  }
  return shown;
}

/**
 * A masked number input that shows its unit after the typed text (docs/product.md, validation V-16..V-18). It keeps
 * every character the visitor typed, so a minus sign or a letter reaches the form's check (and its message) instead
 * of being dropped, and a decimal point is never swallowed (12.7 stays 12.7, never 127); a decimal is read rounded
 * up, and the input says so under itself ("Rounded up to 13 feet"). The caret stays in front of the unit.
 */
function WholeNumberInput({ unit, value = '', onChange, onSelect, ...props }: UnitInputProps & { unit: string }) {
  const suffix = ` ${unit}`;
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const rounded = roundedUpTo(value);

  // After a change the browser's caret would jump behind the unit; put it back where the visitor typed.
  useLayoutEffect(() => {
    const element = input.current;
    if (element && caret.current !== null && element.ownerDocument.activeElement === element) {
      element.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...props}
      ref={input}
      value={value === '' ? '' : `${value}${suffix}`}
      onChange={(event) => {
        const shown = event.currentTarget.value;
        const text = withoutUnit(shown, suffix);
        caret.current = Math.min(event.currentTarget.selectionStart ?? text.length, text.length);
        onChange?.(text);
      }}
      onSelect={(event) => {
        // Keep the selection off the unit, so typing always edits the number.
        const element = event.currentTarget;
        const end = value.length;
        if (value !== '' && ((element.selectionStart ?? 0) > end || (element.selectionEnd ?? 0) > end)) {
          element.setSelectionRange(
            Math.min(element.selectionStart ?? end, end),
            Math.min(element.selectionEnd ?? end, end),
          );
        }
        onSelect?.(event);
      }}
      inputContainer={(children) => (
        <>
          {children}
          {rounded !== null && (
            <Text size="sm" mt={4} role="status" data-testid="rounded-note">
              Rounded up to {rounded} {unitAfter(String(rounded), unit)}
            </Text>
          )}
        </>
      )}
    />
  );
}

export function FeetInput(props: UnitInputProps) {
  return <WholeNumberInput unit="feet" {...props} />;
}

export function MphInput(props: UnitInputProps) {
  return <WholeNumberInput unit="mph" {...props} />;
}
