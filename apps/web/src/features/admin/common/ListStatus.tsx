import { useEffect } from 'react';
import { Alert, Button, Group, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { failureReason, isUnauthorized, notifyFailure } from './notify';

interface ListStatusProps {
  list: UseQueryResult<unknown>;
  /** The alert's sentence when loading failed ("The list could not be loaded."). */
  failureText: string;
  /** The loader's accessible name ("Loading Mounts"). */
  loadingLabel: string;
}

/**
 * How loading a list went: a loader while it loads; once it fails, the server's reason (or "Something went wrong") as a toast
 * (docs/product.md, error catalogue) and an alert with Try again. A 401 shows nothing (the user is already on the way to /admin/login).
 */
export function ListStatus({ list, failureText, loadingLabel }: ListStatusProps) {
  useEffect(() => {
    if (list.error && !isUnauthorized(list.error)) notifyFailure(failureReason(list.error));
  }, [list.error]);
  return (
    <>
      {list.isError && !isUnauthorized(list.error) ? (
        <Alert color="red" title={failureReason(list.error)}>
          <Group gap="sm">
            {failureText}
            <Button size="xs" variant="light" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : null}
      {list.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={loadingLabel} />
        </Group>
      ) : null}
    </>
  );
}
