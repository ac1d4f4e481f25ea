import { useState, type Ref } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';

/** How long typing may pause before a list filters: one filter pass per burst of keys, not one per key. */
export const FILTER_DEBOUNCE_MS = 150;

interface DebouncedInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The applied value (from the URL): shown, and taken over when it changes from outside (Back, a link). */
  value: string;
  onValueChange(this: void, value: string): void;
  /** The input element (a list's "/" puts the cursor here). */
  inputRef?: Ref<HTMLInputElement>;
}

/** A text box that shows every key at once and reports its value once typing pauses. */
export function DebouncedInput({ value, onValueChange, inputRef, ...props }: DebouncedInputProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const report = useDebouncedCallback(onValueChange, FILTER_DEBOUNCE_MS);
  // A value changed from outside (Back, a link) replaces what is typed, unless it is what is typed.
  if (value !== shown) {
    setShown(value);
    if (text.trim() !== value.trim()) setText(value);
  }
  return (
    <TextInput
      {...props}
      ref={inputRef}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
    />
  );
}
