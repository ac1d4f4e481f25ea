import { Paper } from '@mantine/core';

/** A form on a card, validated by the page itself (noValidate: the browser's own bubbles would duplicate ours). */
export function FormCard({
  label,
  onSubmit,
  onFocus,
  children,
}: {
  label: string;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /** Any of its fields taking the focus. */
  onFocus?: React.FocusEventHandler<HTMLFormElement>;
  children: React.ReactNode;
}) {
  return (
    <Paper
      component="form"
      noValidate
      aria-label={label}
      withBorder
      shadow="sm"
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      onSubmit={onSubmit}
      onFocus={onFocus}
    >
      {children}
    </Paper>
  );
}
