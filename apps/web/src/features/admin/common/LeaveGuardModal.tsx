import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { LeaveGuard } from './useLeaveGuard';

/** "Leave without saving?" while a navigation away from unsaved edits waits for the user (useLeaveGuard). */
export function LeaveGuardModal({ guard, what }: { guard: LeaveGuard | undefined; what: string }) {
  if (!guard?.blocked) return null;
  return (
    <Modal opened onClose={() => guard.stay()} title="Leave without saving?">
      <Stack>
        <Text size="sm">Your changes to {what} are not saved and will be lost.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => guard.stay()}>
            Stay
          </Button>
          <Button color="red.9" onClick={() => guard.leave()}>
            Leave
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
