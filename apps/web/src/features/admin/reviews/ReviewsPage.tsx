import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, REVIEW_STATUS_LABELS, REVIEW_STATUSES, type ReviewStatus } from '@nprm/contracts';
import { paths } from '../../../lib/paths';
import { fetchReviewQueue } from '../common/api/reviews';
import { adminKeys } from '../common/queryKeys';
import { useAdminTitle } from '../common/title';

/**
 * /admin/reviews (docs/product.md, "Engineer review"): the queue, pending first, with a filter by status and the
 * count of each; a review opens on its own page with the result, its report and the decision.
 */
export function ReviewsPage() {
  useAdminTitle('Reviews');
  const [status, setStatus] = useState<ReviewStatus | 'all'>('pending');
  const queue = useQuery({
    queryKey: adminKeys.reviewQueue(status),
    queryFn: () => fetchReviewQueue(status === 'all' ? null : status),
  });
  const counts = queue.data?.counts;
  const label = (value: ReviewStatus) => `${REVIEW_STATUS_LABELS[value]}${counts ? ` (${counts[value]})` : ''}`;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Reviews
      </Title>
      <SegmentedControl
        aria-label="Status"
        value={status}
        onChange={(value) => setStatus(value)}
        data={[...REVIEW_STATUSES.map((value) => ({ value, label: label(value) })), { value: 'all', label: 'All' }]}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        data-testid="review-status-filter"
      />
      {queue.isError && <Alert color="red">{queue.error.message}</Alert>}
      {queue.data && queue.data.reviews.length === 0 && <Text c="dimmed">No reviews here.</Text>}
      {queue.data && queue.data.reviews.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table striped highlightOnHover data-testid="review-queue">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Review</Table.Th>
                <Table.Th>Result</Table.Th>
                <Table.Th>Requested</Table.Th>
                <Table.Th>Requester</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {queue.data.reviews.map((review) => (
                <Table.Tr key={review.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.admin.review.href(review.id)}>
                      {review.reference}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {review.result_reference}
                    {review.no_fit !== null && (
                      <Text size="xs" c="dimmed" component="div">
                        No fit
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(review.requested_at)}</Table.Td>
                  <Table.Td>{review.requester_email}</Table.Td>
                  <Table.Td>{REVIEW_STATUS_LABELS[review.status]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
