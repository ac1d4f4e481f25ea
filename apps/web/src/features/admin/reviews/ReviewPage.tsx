import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, REVIEW_NOTE_MAX, REVIEW_STATUS_LABELS, type QueuedReview } from '@nprm/contracts';
import { API_PATHS } from '@nprm/contracts/paths';
import { failureText } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { decideReview, fetchQueuedReview } from '../common/api/reviews';
import { isAdministrator, useCurrentUser } from '../common/access';
import { notifyDone } from '../common/notify';
import { RecordHistory } from '../common/RecordHistory';
import { useAdminTitle } from '../common/title';
import { adminKeys } from '../common/queryKeys';

/** /admin/review/{id}: the request, the result and its report, the decision (docs/product.md, "Engineer review"). */
export function ReviewPage() {
  const id = Number(useParams().id);
  useAdminTitle('Review');
  const review = useQuery({ queryKey: adminKeys.review(id), queryFn: () => fetchQueuedReview(id) });
  if (review.isError) return <Alert color="red">{review.error.message}</Alert>;
  if (!review.data) return null;
  return <ReviewDetail review={review.data} />;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" align="baseline" wrap="wrap">
      <Text fw={600} w={150}>
        {label}
      </Text>
      <Text component="div" style={{ flex: '1 1 240px', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function ReviewDetail({ review }: { review: QueuedReview }) {
  const queryClient = useQueryClient();
  // The history of admin writes is the administrators' (GET /api/history); the page above says the rest.
  const admin = isAdministrator(useCurrentUser().data);
  const [note, setNote] = useState('');
  const decide = useMutation({
    mutationFn: (decision: 'approved' | 'returned') => decideReview(review.id, { decision, note: note.trim() || null }),
    onSuccess: async (decided) => {
      notifyDone(`Review ${decided.status === 'approved' ? 'approved' : 'returned'}`);
      await queryClient.invalidateQueries({ queryKey: adminKeys.reviews() });
    },
  });
  return (
    <Stack gap="md" maw={760}>
      <Anchor component={Link} to={paths.admin.reviews.href()} size="sm">
        ← Reviews
      </Anchor>
      <Title order={1} size="h2">
        Review {review.reference}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Row label="Status">
            <span data-testid="queued-review-status">{REVIEW_STATUS_LABELS[review.status]}</span>
          </Row>
          {review.no_fit === null ? (
            <Row label="Result">
              <Anchor href={paths.results.shared(review.result_token)} target="_blank" rel="noopener noreferrer">
                {review.result_reference}
              </Anchor>{' '}
              ·{' '}
              <Anchor href={API_PATHS.reportPdf(review.result_token)} target="_blank" rel="noopener noreferrer">
                Report (PDF)
              </Anchor>
            </Row>
          ) : (
            // A search without a mount has no result page or report: the engineer is asked for a way.
            <Row label="No fit">
              <span data-testid="queued-review-no-fit">
                {review.result_reference}: {review.no_fit}
              </span>
            </Row>
          )}
          <Row label="Requested">{formatDate(review.requested_at)}</Row>
          <Row label="Requester">{review.requester_email}</Row>
          <Row label="Note">{review.request_note ?? '—'}</Row>
          {review.decided_at && (
            <>
              <Row label="Decided">
                {formatDate(review.decided_at)} by {review.decided_by ?? '—'}
              </Row>
              <Row label={review.status === 'returned' ? 'Reason' : 'Decision note'}>{review.decision_note ?? '—'}</Row>
            </>
          )}
          {review.approval_line && <Row label="Approval">{review.approval_line}</Row>}
        </Stack>
      </Paper>
      {review.status === 'pending' && (
        <Paper withBorder p="md" radius="md" component="section" aria-label="Decision">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Decision
            </Title>
            {review.no_fit !== null && (
              <Text size="sm">
                This search found no mount, so there is nothing to approve: return it with your answer (a mount, an
                anchor or what to change); the requester is e-mailed it.
              </Text>
            )}
            <Textarea
              label="Note (the reason, when you return it)"
              value={note}
              maxLength={REVIEW_NOTE_MAX}
              rows={4}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
            <Group gap="sm">
              {review.no_fit === null && (
                <Button loading={decide.isPending} onClick={() => decide.mutate('approved')}>
                  Approve
                </Button>
              )}
              <Button variant="default" loading={decide.isPending} onClick={() => decide.mutate('returned')}>
                Return
              </Button>
            </Group>
            {decide.isError && (
              <Text c="red.8" role="alert" size="sm">
                {failureText(decide.error, 'The decision could not be saved.')}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
      {admin && <RecordHistory entity="reviews" id={review.id} />}
    </Stack>
  );
}
