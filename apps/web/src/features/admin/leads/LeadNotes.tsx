import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEAD_NOTE_MAX, type Lead } from '@nprm/contracts';
import { ApiRequestError, failureText } from '../../../lib/api';
import { addLeadNote } from '../common/api/leads';
import { localMoment } from '../common/historyLabels';
import { notifyDone } from '../common/notify';
import { adminKeys } from '../common/queryKeys';

/**
 * The lead's notes, oldest first, each with its author and time, and a box to add one. A note is never changed:
 * what was written stays. Shown as text, never as markup.
 */
export function LeadNotes({ lead }: { lead: Lead }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const add = useMutation({
    mutationFn: () => addLeadNote(lead.id, text),
    onSuccess: async () => {
      setText('');
      notifyDone('Note added');
      await queryClient.invalidateQueries({ queryKey: adminKeys.leads() });
      await queryClient.invalidateQueries({ queryKey: adminKeys.searches() });
    },
  });
  const fieldError = add.error instanceof ApiRequestError ? add.error.fieldErrors.text?.join(', ') : undefined;
  const failure = add.isError && !fieldError ? failureText(add.error, 'The note could not be added.') : null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="lead-notes">
      <Title order={2} size="h4" mb="sm" id="lead-notes">
        Notes
      </Title>
      {lead.notes.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          No notes yet.
        </Text>
      ) : (
        <Stack component="ol" gap="sm" mb="md" p={0} style={{ listStyle: 'none' }} aria-label="Notes">
          {lead.notes.map((note) => (
            <li key={note.id}>
              <Text size="xs" c="dimmed">
                {note.author_email ?? 'Earlier notes'}, {localMoment(note.created_at)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.text}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      <form
        aria-label="Add a note"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate();
        }}
      >
        <Stack gap="sm">
          <Textarea
            label="New note"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={LEAD_NOTE_MAX}
            rows={3}
            error={fieldError}
          />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" variant="light" loading={add.isPending} disabled={text.trim() === ''}>
              Add note
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
