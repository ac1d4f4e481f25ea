import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { governingLabel, type EngineeringSettingsPreview, type SettingsPreviewOutcome } from '@nprm/contracts';
import { formatWhole } from '../../../lib/format';

/** One example's outcome in words: "Sled (DEMO-1): 1,230 lbs, 41 blocks of 30 lb; governed by overturning". */
export function outcomeText(outcome: SettingsPreviewOutcome): string {
  if (outcome.ballast_weight === null) return `No fit: ${outcome.no_fit_message ?? 'no compatible mount'}`;
  const blocks = outcome.ballast_blocks
    ? `, ${formatWhole(outcome.ballast_blocks.count)} blocks of ${formatWhole(outcome.ballast_blocks.block_weight)} lb`
    : '';
  const governing = outcome.governing ? `; governed by ${governingLabel(outcome.governing).toLowerCase()}` : '';
  return `${outcome.mount_name ?? 'Mount'}: ${formatWhole(outcome.ballast_weight)} lbs${blocks}${governing}`;
}

/** A changed setting as the dialog lists it: its label, the value saved now and the one proposed. */
export interface SettingChange {
  label: string;
  before: string;
  after: string;
}

/**
 * "Save these engineering settings?": what changes, and its effect on example searches (before → after ballast and
 * governing case, computed by the server's engine with the current and the proposed settings). Nothing is saved
 * until Save settings; Back leaves the edits in the form, unsaved.
 */
export function SettingsPreviewModal({
  preview,
  changes,
  saving,
  onBack,
  onSave,
}: {
  preview: EngineeringSettingsPreview;
  changes: SettingChange[];
  saving: boolean;
  onBack(this: void): void;
  onSave(this: void): void;
}) {
  return (
    <Modal opened onClose={onBack} title="Save these engineering settings?" size="lg">
      <Stack gap="md">
        {changes.length > 0 ? (
          <Stack gap={4} component="ul" style={{ margin: 0, paddingLeft: 18 }} aria-label="Changes">
            {changes.map((change) => (
              <Text component="li" size="sm" key={change.label}>
                {change.label}: {change.before} → {change.after}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text size="sm">No setting changes.</Text>
        )}
        {preview.examples.length > 0 ? (
          <Stack gap="xs">
            <Text size="sm">
              Every new search uses the new settings. For example, the {preview.antenna} on {preview.roof_type}:
            </Text>
            {preview.examples.map((example) => (
              <Paper withBorder p="sm" radius="sm" key={example.label} data-testid="settings-preview-example">
                <Text size="sm" fw={600}>
                  {example.label}
                </Text>
                <Text size="sm">Before: {outcomeText(example.before)}</Text>
                <Text size="sm">After: {outcomeText(example.after)}</Text>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Alert color="gray">No active antenna has a mount to compute an example with.</Alert>
        )}
        <Text size="xs" c="dimmed">
          Saved results keep the settings they were calculated with.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack} disabled={saving}>
            Back
          </Button>
          <Button onClick={onSave} loading={saving}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
