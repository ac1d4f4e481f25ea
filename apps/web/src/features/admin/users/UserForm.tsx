import { useMemo, useState } from 'react';
import { Button, Group, PasswordInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  passwordResetRequest,
  ROLE_LABELS,
  USER_ROLES,
  userCreateRequest,
  userUpdateRequest,
  type User,
} from '@nprm/contracts';
import { useCurrentUser } from '../common/access';
import { EntityFormLayout } from '../common/EntityFormLayout';
import { schemaErrors, serverFieldErrors } from '../../../lib/formErrors';
import { FormField, fieldInput, fieldValues, type FieldSpec } from '../common/fields';
import { RecordHistory } from '../common/RecordHistory';
import { RecordRoute, type RecordFormProps } from '../common/RecordRoute';
import { adminKeys } from '../common/queryKeys';
import { useEntityForm } from '../common/useEntityForm';
import { resellerEntity } from '../common/api/resellers';
import { resetUserPassword, signUserOutEverywhere, userEntity } from '../common/api/users';
import { SignOutEverywhere } from '../common/SignOutEverywhere';
import { EngineerProfileSection } from '../common/EngineerProfileSection';
import { AdminSection } from '../common/AdminSection';
import { sendInvitation } from '../common/api/passwordLinks';
import { failureReason, notifyDone, notifyFailure } from '../common/notify';
import { useMailEnabled } from '../../../lib/mail';

interface UserValues extends Record<string, unknown> {
  name: string;
  email: string;
  role: string | null;
  reseller_id: string | null;
  password: string;
}

const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** /admin/user/new and /admin/user/{id} (docs/product.md, users). */
export function UserFormPage() {
  return (
    <RecordRoute resource={userEntity.resource} entityKey={userEntity.key}>
      {(state) => <UserFormBody {...state} />}
    </RecordRoute>
  );
}

function UserFormBody({ record, loading, loadError }: RecordFormProps<User>) {
  const me = useCurrentUser().data;
  const { mailEnabled } = useMailEnabled();
  // The server refuses to disable your own account: the button is not offered there.
  const isMe = record !== undefined && me?.id === record.id;
  const resellers = useQuery({
    queryKey: adminKeys.list(resellerEntity.key, true),
    queryFn: () => resellerEntity.fetchList(true),
  });
  const resellerOptions = useMemo(
    () => (resellers.data ?? []).map((reseller) => ({ value: String(reseller.id), label: reseller.name })),
    [resellers.data],
  );
  const fields: FieldSpec<UserValues>[] = [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    {
      name: 'role',
      type: 'select',
      required: true,
      data: ROLE_OPTIONS,
      words: true,
      // The server refuses to change your own role: the field says so rather than failing on Save.
      ...(isMe ? { disabled: true, description: 'Your own role: another administrator can change it' } : {}),
    },
    {
      name: 'reseller_id',
      type: 'select',
      label: 'Reseller',
      data: resellerOptions,
      description: 'A reseller user sees only this reseller: its branding, its mounts and its searches',
    },
    ...(record
      ? []
      : [
          {
            name: 'password',
            type: 'password',
            // With mail, the invitation's link lets the person choose it; without, nothing else could set it.
            required: !mailEnabled,
            description: mailEnabled
              ? 'Leave blank and the person sets it from the invitation e-mailed on Save; or give one (at least 12 characters, hard to guess)'
              : 'At least 12 characters, hard to guess; give it to the person yourself',
          } as FieldSpec<UserValues>,
        ]),
  ];
  const { form, layout } = useEntityForm<User, UserValues>({
    resource: userEntity.resource,
    record,
    listPath: userEntity.routes.list.href(),
    initialValues: { password: '', ...fieldValues(fields, record) } as UserValues,
    toInput: (values) => {
      const input = fieldInput(fields, values);
      if (input.role !== 'reseller_user') input.reseller_id = null;
      return input;
    },
    schema: record ? userUpdateRequest : userCreateRequest,
  });
  return (
    <EntityFormLayout
      entityName="User"
      listPath={userEntity.routes.list.href()}
      listLabel="Users"
      loading={loading}
      loadError={loadError}
      history={record ? <RecordHistory entity="users" id={record.id} /> : null}
      canDeactivate={!isMe}
      {...layout}
    >
      {fields
        .filter((spec) => spec.name !== 'reseller_id' || form.getValues().role === 'reseller_user')
        .map((spec) => (
          <FormField key={spec.name} form={form} {...spec} />
        ))}
      {record && record.deleted_at === null ? <ResetPassword userId={record.id} /> : null}
      {record && record.deleted_at === null && mailEnabled ? <SendInvitation userId={record.id} /> : null}
      {/* One's own sessions end from My Account, which then signs this browser out too. */}
      {record && record.deleted_at === null && !isMe ? (
        <SignOutEverywhere
          description="Ends the user's sessions on every device and browser (a lost phone, a shared computer); the password stays."
          signOut={async () => {
            const { signed_out } = await signUserOutEverywhere(record.id);
            notifyDone(`Signed out everywhere: ${signed_out} ${signed_out === 1 ? 'session' : 'sessions'} ended`);
          }}
        />
      ) : null}
      {/* An engineer's profile; on an administrator, a profile makes it also an engineer (decision 0052). */}
      {record && record.role !== 'reseller_user' ? <EngineerProfileSection userId={record.id} /> : null}
    </EntityFormLayout>
  );
}

/** An administrator sets a new password; the user's sessions end (docs/api.md, "Users and roles"). */
function ResetPassword({ userId }: { userId: number }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit() {
    const problems = schemaErrors(passwordResetRequest, { password });
    if (problems.password) return setError(problems.password);
    setBusy(true);
    try {
      await resetUserPassword(userId, password);
      setPassword('');
      setError(null);
      notifyDone('Password set; the user was signed out everywhere');
    } catch (failure) {
      setError(serverFieldErrors(failure).password ?? (failure as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <AdminSection title="Set Password" description="Sets a new password and signs the user out everywhere.">
      <Group align="flex-end" wrap="wrap">
        <PasswordInput
          label="New Password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="button" variant="default" loading={busy} onClick={() => void submit()}>
          Set Password
        </Button>
      </Group>
    </AdminSection>
  );
}

/** An administrator e-mails the user a new invitation (the last one expired, or went astray). */
function SendInvitation({ userId }: { userId: number }) {
  const [sending, setSending] = useState(false);
  async function send() {
    setSending(true);
    try {
      await sendInvitation(userId);
      notifyDone('Invitation e-mailed; its link sets the password once');
    } catch (failure) {
      notifyFailure(failureReason(failure));
    } finally {
      setSending(false);
    }
  }
  return (
    <AdminSection
      title="Send Invitation"
      description="E-mails the user a link that sets the password, once; an earlier invitation's link stops working."
    >
      <Group>
        <Button variant="default" loading={sending} onClick={() => void send()}>
          Send Invitation
        </Button>
      </Group>
    </AdminSection>
  );
}
