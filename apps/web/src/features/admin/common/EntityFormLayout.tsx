import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';

/**
 * docs/product.md, states and transitions: a new record offers Create; an active one Save and Deactivate; an inactive
 * one only Activate.
 */
export type RecordState = 'new' | 'active' | 'inactive';

/** docs/product.md L-14: shown above a form that took back the values a 401 interrupted. */
export const DRAFT_RESTORED = 'Your unsaved changes were restored. Check them and save.';

export function recordState(record: { deleted_at: string | null } | undefined, isNew: boolean): RecordState {
  if (isNew || !record) return 'new';
  return record.deleted_at ? 'inactive' : 'active';
}

interface EntityFormLayoutProps {
  /** "Mount", "Reseller Mount", … */
  entityName: string;
  state: RecordState;
  listPath: string;
  listLabel: string;
  loading: boolean;
  /** A failed load ("Missing antenna id", "Not found"): shown instead of the form. */
  loadError: string | null;
  /** Form-level messages a 422 named no field for. */
  formErrors?: string[];
  /** The form shows unsaved values kept when the session ended (L-14). */
  draftRestored?: boolean;
  busy: boolean;
  onSubmit(this: void, event: FormEvent<HTMLFormElement>): void;
  onDeactivate(this: void): void;
  onActivate(this: void): void;
  /** Replaces the Activate button (the reseller mount's "Mount is not active" link). */
  activateReplacement?: ReactNode;
  children: ReactNode;
}

export function EntityFormLayout(props: EntityFormLayoutProps) {
  const { entityName, state, listPath, listLabel, loading, loadError, formErrors, busy, children } = props;
  const heading = state === 'new' ? `New ${entityName}` : `Edit ${entityName}`;
  const back = (
    <Anchor component={Link} to={listPath} size="sm">
      ← Back to {listLabel}
    </Anchor>
  );
  if (loadError) {
    return (
      <Stack>
        {back}
        <Alert color="red" title={`Could not open this ${entityName.toLowerCase()}`} role="alert">
          {loadError}
        </Alert>
      </Stack>
    );
  }
  if (loading) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={`Loading ${entityName}`} />
      </Group>
    );
  }
  return (
    <Stack gap="md">
      {back}
      <Group gap="sm">
        <Title order={1} size="h2">
          {heading}
        </Title>
        {state === 'inactive' ? <Badge color="gray.7">Inactive</Badge> : null}
      </Group>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={props.onSubmit} noValidate aria-label={heading}>
          <Stack gap="md">
            {props.draftRestored ? (
              <Alert color="blue" role="status">
                {DRAFT_RESTORED}
              </Alert>
            ) : null}
            {formErrors && formErrors.length > 0 ? (
              <Alert color="red" role="alert">
                {formErrors.join(', ')}
              </Alert>
            ) : null}
            <fieldset disabled={state === 'inactive'} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <Stack gap="md">{children}</Stack>
            </fieldset>
            <Group>
              {state === 'new' ? (
                <Button type="submit" loading={busy}>
                  Create
                </Button>
              ) : null}
              {state === 'active' ? (
                <>
                  <Button type="submit" loading={busy}>
                    Save
                  </Button>
                  <Button type="button" color="red.9" variant="outline" disabled={busy} onClick={props.onDeactivate}>
                    Deactivate
                  </Button>
                </>
              ) : null}
              {state === 'inactive'
                ? (props.activateReplacement ?? (
                    <Button type="button" loading={busy} onClick={props.onActivate}>
                      Activate
                    </Button>
                  ))
                : null}
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
