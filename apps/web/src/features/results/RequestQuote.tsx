import { useState } from 'react';
import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { ResultSection } from './ResultSection';
import { QUOTE_NOTE_MAX, QUOTE_QUANTITY_MAX } from '@nprm/contracts';
import { fieldErrorText } from '@nprm/contracts/wording';
import { ApiRequestError, failureText } from '../../lib/api';
import { useRequestQuote } from './quoteApi';

const fieldError = (error: unknown, field: string) => {
  const messages = error instanceof ApiRequestError ? error.fieldErrors[field] : undefined;
  return messages?.length ? messages.map((message) => fieldErrorText(field, message)).join(', ') : undefined;
};

/**
 * "Request a quote" (docs/product.md, "Quote requests"): how many sites and an optional note go to the reseller;
 * the page then says it was sent (and that a confirmation is on its way when the server sends mail). A bad value is
 * said on its field; a refusal (too many e-mails) under the button.
 */
export function RequestQuote({
  token,
  resellerName,
  noFit = false,
}: {
  token: string;
  resellerName: string;
  /** On No Results: the reseller is asked for a way to mount the antenna, and its price. */
  noFit?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [quantity, setQuantity] = useState('1');
  const [note, setNote] = useState('');
  const send = useRequestQuote(token);
  const quantityError = fieldError(send.error, 'quantity');
  const noteError = fieldError(send.error, 'note');
  const refusal =
    send.isError && !quantityError && !noteError
      ? failureText(send.error, 'The request could not be sent. Try again later.')
      : null;

  return (
    <ResultSection id="request-quote" title="Request a quote">
      {send.isSuccess ? (
        <Text size="sm" role="status" data-testid="quote-request-message">
          {send.data.message}
        </Text>
      ) : !open ? (
        <>
          <Text size="sm">
            {noFit
              ? `Ask ${resellerName} for a way to mount this antenna here and its price, for one site or many.`
              : `Ask ${resellerName} for a price for this mount and its ballast, for one site or many.`}
          </Text>
          <Button variant="default" onClick={() => setOpen(true)} w="fit-content">
            Request a quote
          </Button>
        </>
      ) : (
        <Stack
          gap="sm"
          maw={560}
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate({ quantity, note });
          }}
        >
          <TextInput
            label="Number of sites"
            description={`A whole number from 1 to ${QUOTE_QUANTITY_MAX.toLocaleString('en-US')}`}
            inputMode="numeric"
            value={quantity}
            onChange={(event) => setQuantity(event.currentTarget.value)}
            error={quantityError}
            required
            w={{ base: '100%', xs: 220 }}
          />
          <Textarea
            label="Note for the reseller (optional)"
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={QUOTE_NOTE_MAX}
            error={noteError}
            rows={3}
          />
          <Button type="submit" loading={send.isPending} w="fit-content">
            Send quote request
          </Button>
          {refusal ? (
            <Text size="sm" role="alert" c="red.8">
              {refusal}
            </Text>
          ) : null}
        </Stack>
      )}
    </ResultSection>
  );
}
