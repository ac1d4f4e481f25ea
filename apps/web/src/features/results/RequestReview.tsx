import { useState } from 'react';
import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { REVIEW_NOTE_MAX } from '@nprm/contracts';
import { failureText } from '../../lib/api';
import { useRequestReview } from './reviewApi';

/**
 * "Request engineer review" (docs/product.md, "Engineer review"): an optional note and an optional address for the
 * decision (the search's own address otherwise); a refusal is said under the button, a success by the panel.
 */
export function RequestReview({ token, label, onSent }: { token: string; label: string; onSent: () => void }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [email, setEmail] = useState('');
  const send = useRequestReview(token);
  if (!open)
    return (
      <Button variant="default" onClick={() => setOpen(true)} w="fit-content" className="no-print">
        {label}
      </Button>
    );
  return (
    <Stack gap="sm" maw={560} className="no-print">
      <Textarea
        label="Note for the engineer (optional)"
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={REVIEW_NOTE_MAX}
        rows={3}
      />
      <TextInput
        label="E-mail for the decision (optional)"
        description="The address entered with this search when left empty"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
      />
      <Button
        loading={send.isPending}
        onClick={() => send.mutate({ note, email }, { onSuccess: onSent })}
        w="fit-content"
      >
        Send review request
      </Button>
      {send.isError && (
        <Text size="sm" role="status" c="red.8" data-testid="review-request-message">
          {failureText(send.error, 'The request could not be sent. Try again later.')}
        </Text>
      )}
    </Stack>
  );
}
