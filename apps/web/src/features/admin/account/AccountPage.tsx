import { useState } from 'react';
import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { passwordChangeRequest, ROLE_LABELS } from '@nprm/contracts';
import { schemaErrors, serverFieldErrors, type FormErrors } from '../../../lib/formErrors';
import { notifyDone } from '../common/notify';
import { useCurrentUser } from '../common/access';
import { changeOwnPassword } from '../common/api/users';
import { useAdminTitle } from '../common/title';
import { EngineerProfileSection } from '../common/EngineerProfileSection';
import { signOutEverywhere, useLeaveAdmin } from '../common/session';
import { SignOutEverywhere } from '../common/SignOutEverywhere';

/** /admin/account (docs/product.md, account): who is signed in, "change my password" and "sign out everywhere". */
export function AccountPage() {
  useAdminTitle('My Account');
  const me = useCurrentUser().data;
  const [values, setValues] = useState({ current_password: '', password: '' });
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const leaveAdmin = useLeaveAdmin();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const problems = schemaErrors(passwordChangeRequest, values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await changeOwnPassword(values);
      setValues({ current_password: '', password: '' });
      notifyDone('Password changed; your other sessions were signed out');
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }
  const input = (name: keyof typeof values, label: string) => (
    <PasswordInput
      label={label}
      withAsterisk
      value={values[name]}
      error={errors[name]}
      autoComplete={name === 'password' ? 'new-password' : 'current-password'}
      onChange={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
    />
  );

  return (
    <Stack gap="md" maw={520}>
      <Title order={1} size="h2">
        My Account
      </Title>
      {me ? (
        <Text size="sm">
          {me.email} · {ROLE_LABELS[me.role]}
          {me.reseller_name ? ` of ${me.reseller_name}` : ''}
        </Text>
      ) : null}
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Change Password">
          <Stack gap="md">
            <Title order={2} size="h4">
              Change Password
            </Title>
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            {input('current_password', 'Current Password')}
            {input('password', 'New Password')}
            <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
              Change Password
            </Button>
          </Stack>
        </form>
      </Paper>
      <SignOutEverywhere
        description="Ends your sessions on every device and browser, this one included: you sign in again here."
        signOut={async () => {
          await signOutEverywhere();
          await leaveAdmin();
        }}
      />
      {me?.role === 'engineer' && <EngineerProfileSection userId={me.id} />}
    </Stack>
  );
}
