import { useState } from 'react';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';

/**
 * "Sign Out Everywhere" (docs/product.md, account and users): every session of a user ends, on every device and
 * browser. `signOut` makes the call and says what follows (a toast, or the login page when it was the caller's own).
 */
export function SignOutEverywhere({ description, signOut }: { description: string; signOut: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function submit() {
    setBusy(true);
    setFailure(null);
    try {
      await signOut();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Sign Out Everywhere">
      <Stack gap="xs">
        <Title order={2} size="h5">
          Sign Out Everywhere
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button
          type="button"
          variant="default"
          loading={busy}
          onClick={() => void submit()}
          style={{ alignSelf: 'flex-start' }}
        >
          Sign Out Everywhere
        </Button>
      </Stack>
    </Paper>
  );
}
