import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';

interface CurrencyChangeModalProps {
  opened: boolean;
  change: { from: string; to: string; partNumbers: string[] };
  onCancel(this: void): void;
  onConfirm(this: void): void;
}

/**
 * Before a save changes a price list's currency: the prices it would re-label, by part number, since their
 * amounts stay as they are and only the currency changes.
 */
export function CurrencyChangeModal({ opened, change, onCancel, onConfirm }: CurrencyChangeModalProps) {
  const count = change.partNumbers.length === 1 ? '1 price' : `${change.partNumbers.length} prices`;
  return (
    <Modal opened={opened} onClose={onCancel} title={`Change the currency from ${change.from} to ${change.to}?`}>
      <Stack>
        <Text size="sm">
          This re-labels {count} you did not edit: the amounts stay, now in {change.to}.
        </Text>
        <List size="sm" aria-label="Prices re-labelled" spacing={2} mah={240} style={{ overflowY: 'auto' }}>
          {change.partNumbers.map((partNumber) => (
            <List.Item key={partNumber}>{partNumber}</List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="orange" onClick={onConfirm}>
            Change to {change.to} and save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
