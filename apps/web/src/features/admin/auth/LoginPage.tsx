import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthRecord } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { useAdminTitle } from '../common/title';
import { adminKeys } from '../common/queryKeys';
import { LOGIN_FAILED, LOGIN_REQUIRED, signIn } from '../common/session';
import { takeReturnPage } from '../common/draft';
import { useMailEnabled } from '../../../lib/mail';
import { AccountEmailInput, AuthCard } from './AuthCard';

/** What the set-password page hands over: the account whose password was just set. */
function passwordSetFor(state: unknown): string | null {
  const set = state as { email?: unknown; passwordSet?: unknown } | null;
  return set?.passwordSet === true && typeof set.email === 'string' ? set.email : null;
}

/**
 * /admin/login (docs/product.md, login): "Admin Login", email, password, Login; after login the user goes to /admin,
 * or back to the page whose draft a 401 kept (L-14). When the server sends mail, "Forgot password?" e-mails a link;
 * after a link set the password, the page says so with the account's e-mail filled in.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const auth = useAuthRecord();
  const { mailEnabled } = useMailEnabled();
  const passwordSet = passwordSetFor(useLocation().state);
  const [email, setEmail] = useState(passwordSet ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  useAdminTitle('Login');

  if (auth && !submitting) return <Navigate to={paths.admin.root.href()} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(LOGIN_REQUIRED);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const user = await signIn(email.trim(), password);
      queryClient.setQueryData(adminKeys.session(), user);
      // Back to the page a 401 interrupted with a draft kept (L-14) when the same person signs in, else /admin.
      await navigate(takeReturnPage(user.uid) ?? paths.admin.root.href(), { replace: true });
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : LOGIN_FAILED);
      // Only on failure: after success, "signed in and not submitting" would redirect to /admin before the
      // navigation above is shown.
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title="Admin Login">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Admin Login">
        <Stack>
          {passwordSet && !error ? (
            <Alert color="green" role="status">
              Your password is set. Sign in with it.
            </Alert>
          ) : null}
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <AccountEmailInput value={email} onChange={setEmail} />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide what is typed' }}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            required
          />
          <Button type="submit" loading={submitting}>
            Login
          </Button>
          {mailEnabled ? (
            <Anchor component={Link} to={paths.admin.forgotPassword.href()} size="sm">
              Forgot password?
            </Anchor>
          ) : null}
        </Stack>
      </form>
    </AuthCard>
  );
}
