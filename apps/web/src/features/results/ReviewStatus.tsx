import { Group, Image, Stack, Text } from '@mantine/core';
import { approvalDoesNotCoverText, REVIEW_STATUS_LABELS, type PublicReview } from '@nprm/contracts';
import { useVisitorDate } from '../../lib/browserValue';

/**
 * The result's engineer review (docs/product.md, "Engineer review"), as the report's page 1 says it: pending,
 * returned with its reason, or the approval line with the engineer's note, the seal (an <img>: an image element never
 * runs script, whatever the file holds) and the review's reference; an approval that does not cover the result as it
 * reads now says so first.
 */
export function ReviewStatus({ review }: { review: PublicReview }) {
  const decided = useVisitorDate(review.decided_at);
  const requested = useVisitorDate(review.requested_at);
  if (review.status === 'approved' && review.approval_line)
    return (
      <Group gap="md" wrap="nowrap" align="center" data-testid="review-status">
        {review.seal_url && (
          <Image src={review.seal_url} alt="Engineer's seal" w={72} h={72} fit="contain" data-testid="review-seal" />
        )}
        <Stack gap={2}>
          {review.approval_does_not_cover && (
            <Text fw={700} c="orange.9" data-testid="approval-not-covering">
              {approvalDoesNotCoverText(review.approval_does_not_cover)}
            </Text>
          )}
          <Text fw={700} data-testid="approval-line">
            {review.approval_line}
          </Text>
          {review.decision_note && <Text size="sm">Engineer’s note: {review.decision_note}</Text>}
          <Text size="sm" c="dimmed">
            Review reference {review.reference}
          </Text>
        </Stack>
      </Group>
    );
  return (
    <Stack gap={2} data-testid="review-status">
      <Text fw={600}>
        Engineer review: {REVIEW_STATUS_LABELS[review.status]}
        {review.status === 'returned' && decided ? ` on ${decided}` : ''}
      </Text>
      <Text size="sm" c="dimmed">
        Review reference {review.reference}
        {review.status === 'pending' ? ` · requested ${requested}` : ''}
      </Text>
      {review.status === 'returned' && review.decision_note && <Text size="sm">Reason: {review.decision_note}</Text>}
    </Stack>
  );
}
