import type { ReactNode } from 'react';
import { Center, Paper, Stack, TextInput, Title } from '@mantine/core';

/**
 * The signed-out pages' frame (sign in, forgot password, set a password): one card in the middle of the page, headed
 * by the page's title.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <Stack>
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

/** The account's e-mail, as the sign-in and the "Forgot password?" forms ask it (a password manager's username). */
export function AccountEmailInput({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(this: void, value: string): void;
  error?: string | null;
}) {
  return (
    <TextInput
      label="Email"
      type="email"
      name="email"
      autoComplete="username"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      required
      data-autofocus
    />
  );
}
