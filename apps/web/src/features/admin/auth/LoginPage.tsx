import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthRecord } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { useAdminTitle } from '../common/title';
import { adminKeys } from '../common/queryKeys';
import { LOGIN_FAILED, LOGIN_REQUIRED, signIn } from '../common/session';
import { takeReturnPage } from '../common/draft';

/**
 * /admin/login (docs/product.md, login): "Admin Login", email, password, Login; after login the user goes to /admin,
 * or back to the page whose draft a 401 kept (L-14).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const auth = useAuthRecord();
  const [email, setEmail] = useState('');
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
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Admin Login">
          <Stack>
            <Title order={1} size="h2">
              Admin Login
            </Title>
            {error ? (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            ) : null}
            <TextInput
              label="Email"
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              required
              data-autofocus
            />
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
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
