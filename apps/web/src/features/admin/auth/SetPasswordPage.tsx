import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Anchor, Button, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { passwordLinkUse } from '@nprm/contracts';
import { ApiRequestError, failureText } from '../../../lib/api';
import { schemaErrors, serverFieldErrors } from '../../../lib/formErrors';
import { paths } from '../../../lib/paths';
import { useAdminTitle } from '../common/title';
import { adminKeys } from '../common/queryKeys';
import { readPasswordLink, setPasswordWithLink } from '../common/api/passwordLinks';
import { AuthCard } from './AuthCard';

/** The token after `#token=`: the fragment never reaches a server, so the link's secret stays out of every log. */
function linkToken(): string {
  return new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token') ?? '';
}

/**
 * /admin/set-password#token=… (docs/product.md, users): the invitation's or reset's link. It says whose account it
 * is, takes the new password (the rule of every password) and then sends the user to sign in with it; a link used or
 * expired says so and offers "Forgot password?".
 */
export function SetPasswordPage() {
  useAdminTitle('Set your password');
  const navigate = useNavigate();
  const [token] = useState(linkToken);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const link = useQuery({
    queryKey: adminKeys.passwordLink(token),
    queryFn: () => readPasswordLink(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  const [spent, setSpent] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = schemaErrors(passwordLinkUse, { token, password });
    setError(problems.password ?? null);
    if (problems.password) return;
    setSaving(true);
    try {
      const { email } = await setPasswordWithLink(token, password);
      await navigate(paths.admin.login.href(), { replace: true, state: { email, passwordSet: true } });
    } catch (failure) {
      const field = serverFieldErrors(failure).password;
      if (field) setError(field);
      else setSpent(failureText(failure, 'The password could not be set. Please try again.'));
      setSaving(false);
    }
  }

  const refusal =
    spent ??
    (token === ''
      ? 'This page opens from the link in an invitation or password e-mail, and this one has no link in it.'
      : link.error instanceof ApiRequestError
        ? link.error.message
        : link.error
          ? failureText(link.error, 'The link could not be checked. Please try again.')
          : null);

  return (
    <AuthCard title="Set your password">
      {refusal ? (
        <>
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
          <Anchor component={Link} to={paths.admin.forgotPassword.href()}>
            Forgot password?
          </Anchor>
        </>
      ) : link.data ? (
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Set your password">
          <Stack>
            <Text size="sm">
              {link.data.purpose === 'invitation' ? 'Welcome! ' : ''}Choose the password for{' '}
              <strong>{link.data.email}</strong>: at least 12 characters, hard to guess.
              {link.data.purpose === 'password_reset' ? ' You will be signed out everywhere.' : ''}
            </Text>
            <input type="email" name="email" autoComplete="username" value={link.data.email} readOnly hidden />
            <PasswordInput
              label="New Password"
              name="password"
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide what is typed' }}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={error}
              required
              data-autofocus
            />
            <Button type="submit" loading={saving}>
              Set Password
            </Button>
          </Stack>
        </form>
      ) : (
        <Loader size="sm" aria-label="Checking the link" />
      )}
    </AuthCard>
  );
}
