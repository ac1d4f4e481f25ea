import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { passwordResetAsk } from '@nprm/contracts';
import { failureText } from '../../../lib/api';
import { schemaErrors, serverFieldErrors } from '../../../lib/formErrors';
import { paths } from '../../../lib/paths';
import { useAdminTitle } from '../common/title';
import { askPasswordReset } from '../common/api/passwordLinks';
import { AccountEmailInput, AuthCard } from './AuthCard';

/**
 * /admin/forgot-password (docs/product.md, users): the e-mail address, then the server's one answer, the same whether
 * or not an account uses it (so the page never tells who has an account).
 */
export function ForgotPasswordPage() {
  useAdminTitle('Forgot password');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = schemaErrors(passwordResetAsk, { email: email.trim() });
    setFieldError(problems.email ?? null);
    setFailure(null);
    if (problems.email) return;
    setSending(true);
    try {
      setAnswer((await askPasswordReset(email.trim())).message);
    } catch (error) {
      const field = serverFieldErrors(error).email;
      if (field) setFieldError(field);
      else setFailure(failureText(error, 'The request could not be sent. Please try again.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthCard title="Forgot password">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Forgot password">
        <Stack>
          {answer ? (
            <Alert color="green" role="status">
              {answer}
            </Alert>
          ) : (
            <>
              <Text size="sm">
                Enter the e-mail address you sign in with. We will e-mail you a link to set a new password.
              </Text>
              {failure ? (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              ) : null}
              <AccountEmailInput value={email} onChange={setEmail} error={fieldError} />
              <Button type="submit" loading={sending}>
                E-mail me a link
              </Button>
            </>
          )}
          <Anchor component={Link} to={paths.admin.login.href()} size="sm">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
