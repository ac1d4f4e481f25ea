import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Badge, Button, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { listHref } from './listParams';
import { useAdminTitle } from './title';
import { ConflictNotice } from './ConflictNotice';
import { LeaveGuardModal } from './LeaveGuardModal';
import type { Conflict } from './conflict';
import type { LeaveGuard } from './useLeaveGuard';

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
  /** False hides Deactivate (a reseller user's own reseller). */
  canDeactivate?: boolean;
  /** Shown below the form: the record's history (common/RecordHistory). */
  history?: ReactNode;
  /** Replaces the Activate button (the reseller mount's "Mount is not active" link). */
  activateReplacement?: ReactNode;
  /** What deactivating this record changes beyond the list: asked to confirm first when given. */
  deactivateWarning?: ReactNode;
  /** The page's own heading in place of "Edit {entity}" (a reseller user's "Branding"). */
  title?: string;
  /** False: no "← Back to {list}" (a reseller user has no list to go back to; the link only bounced). */
  withBackLink?: boolean;
  /** The question shown when leaving with unsaved edits. */
  leaveGuard?: LeaveGuard;
  /** A save refused because someone else saved first, and the two ways on (useEntityForm). */
  conflict?: { conflict: Conflict; onReload(this: void): void; onReapply(this: void): void } | null;
  children: ReactNode;
}

export function EntityFormLayout(props: EntityFormLayoutProps) {
  const { entityName, state, listPath, listLabel, loading, loadError, formErrors, busy, children } = props;
  const { deactivateWarning, leaveGuard } = props;
  const heading = props.title ?? (state === 'new' ? `New ${entityName}` : `Edit ${entityName}`);
  const [confirming, setConfirming] = useState(false);
  useAdminTitle(heading);
  const back =
    props.withBackLink === false ? null : (
      <Anchor component={Link} to={listHref(listPath)} size="sm">
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
            {props.conflict ? <ConflictNotice {...props.conflict} busy={busy} /> : null}
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
                  {props.canDeactivate === false ? null : (
                    <Button
                      type="button"
                      color="red.9"
                      variant="outline"
                      disabled={busy}
                      onClick={deactivateWarning ? () => setConfirming(true) : props.onDeactivate}
                    >
                      Deactivate
                    </Button>
                  )}
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
      {props.history}
      {/* Mounted only while asked: a closed dialog would still re-render with every key typed in the form. */}
      {confirming ? (
        <Modal opened onClose={() => setConfirming(false)} title={`Deactivate this ${entityName.toLowerCase()}?`}>
          <Stack>
            <Text size="sm">{deactivateWarning}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button
                color="red.9"
                onClick={() => {
                  setConfirming(false);
                  props.onDeactivate();
                }}
              >
                Deactivate
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
      <LeaveGuardModal guard={leaveGuard} what={`this ${entityName.toLowerCase()}`} />
    </Stack>
  );
}
