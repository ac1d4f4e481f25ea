import { useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { AdminSection } from './AdminSection';

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
    <AdminSection title="Sign Out Everywhere" description={description}>
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
    </AdminSection>
  );
}
