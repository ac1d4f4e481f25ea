import { Button, Text } from '@mantine/core';
import { failureText } from '../../lib/api';
import { useEmailReport, useMailEnabled } from '../../lib/mail';

/**
 * "E-mail me this report" (docs/product.md, E-mail, EM-01..EM-03): only when the server sends mail; it sends the report
 * to the address entered with the search and says what the server answered next to the button.
 */
export function EmailReportButton({ token }: { token: string }) {
  const { mailEnabled } = useMailEnabled();
  const send = useEmailReport(token);
  if (!mailEnabled) return null;
  return (
    <>
      <Button variant="default" loading={send.isPending} disabled={send.isPending} onClick={() => send.mutate()}>
        E-mail me this report
      </Button>
      {(send.isSuccess || send.isError) && (
        <Text
          size="sm"
          role="status"
          c={send.isError ? 'red.8' : undefined}
          data-testid="email-report-message"
          w="100%"
        >
          {send.isSuccess
            ? send.data.message
            : failureText(send.error, 'The report could not be e-mailed. Try again later.')}
        </Text>
      )}
    </>
  );
}
