import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { BulkActionResult } from '@nprm/contracts';
import { formatWhole } from '../../../lib/format';
import { failureReason, isUnauthorized, notifyFailure } from './notify';

/** What a list's rows are called, one and many ("antenna", "antennas"). */
export interface BulkNoun {
  one: string;
  many: string;
}

/** "1 antenna", "1,000 antennas". */
export function countOf(count: number, noun: BulkNoun): string {
  return `${formatWhole(count)} ${count === 1 ? noun.one : noun.many}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One action a list offers on its selected rows. */
export interface BulkChoice {
  /** The button's text ("Deactivate"). */
  label: string;
  /** The confirmation's question, naming the count ("Deactivate 50 antennas?"). */
  question: string;
  /** The result's verb ("Deactivated"). */
  done: string;
  /** False while the action cannot be confirmed yet (no status chosen). */
  ready?: boolean;
  run(this: void): Promise<BulkActionResult>;
}

interface BulkActionsProps {
  /** How many rows are selected. */
  count: number;
  noun: BulkNoun;
  choices: BulkChoice[];
  /** After an action answered: the list refreshes and the selection clears. */
  onFinished(this: void): void;
  /** Controls beside the buttons (the status or assignee to set). */
  children?: ReactNode;
}

/**
 * The bar of a list's bulk actions (docs/product.md, bulk actions): the number selected, one button per action, one
 * confirmation naming the count, and after it the result: how many changed, and each row left unchanged or refused
 * with the reason.
 */
export function BulkActions({ count, noun, choices, onFinished, children }: BulkActionsProps) {
  const [asked, setAsked] = useState<BulkChoice | null>(null);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<{ done: string; result: BulkActionResult } | null>(null);

  async function confirm(choice: BulkChoice) {
    setRunning(true);
    try {
      const result = await choice.run();
      setOutcome({ done: choice.done, result });
      onFinished();
    } catch (error) {
      if (!isUnauthorized(error)) notifyFailure(failureReason(error));
    } finally {
      setRunning(false);
      setAsked(null);
    }
  }

  return (
    <Stack gap="xs">
      {count > 0 ? (
        <Group gap="sm" data-testid="bulk-actions">
          <Text size="sm" fw={600} aria-live="polite">
            {countOf(count, noun)} selected
          </Text>
          {children}
          {choices.map((choice) => (
            <Button
              key={choice.label}
              size="xs"
              variant="light"
              disabled={choice.ready === false}
              onClick={() => setAsked(choice)}
            >
              {choice.label}
            </Button>
          ))}
        </Group>
      ) : null}
      {outcome ? <BulkOutcome {...outcome} noun={noun} onClose={() => setOutcome(null)} /> : null}
      <Modal opened={asked !== null} onClose={() => setAsked(null)} title={asked?.question} centered>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsked(null)} disabled={running}>
            Cancel
          </Button>
          <Button loading={running} onClick={() => asked && void confirm(asked)}>
            {asked?.label}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

/** What an action did: the rows changed, then each row unchanged or refused and why. */
function BulkOutcome({
  done,
  result,
  noun,
  onClose,
}: {
  done: string;
  result: BulkActionResult;
  noun: BulkNoun;
  onClose(this: void): void;
}) {
  const left = result.rows.filter((row) => row.outcome !== 'changed');
  const parts = [
    result.unchanged > 0 ? `${formatWhole(result.unchanged)} unchanged` : null,
    result.refused > 0 ? `${formatWhole(result.refused)} refused` : null,
  ].filter((part) => part !== null);
  return (
    <Alert
      role="status"
      color={result.refused > 0 ? 'yellow' : 'green'}
      title={`${done} ${countOf(result.changed, noun)}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`}
      withCloseButton
      closeButtonLabel="Close result"
      onClose={onClose}
    >
      {left.length > 0 ? (
        <List size="sm" data-testid="bulk-rows-left">
          {left.map((row) => (
            <List.Item key={row.id}>
              {row.outcome === 'refused' ? 'Refused: ' : 'Unchanged: '}
              {capitalised(noun.one)} {row.id} {row.message}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
