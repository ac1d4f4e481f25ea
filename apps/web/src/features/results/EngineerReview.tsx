import { useState } from 'react';
import { Text } from '@mantine/core';
import { REVIEW_REQUESTED } from '@nprm/contracts';
import { RequestReview } from './RequestReview';
import { ResultSection } from './ResultSection';
import { ReviewStatus } from './ReviewStatus';
import { useResultReview } from './reviewApi';

/**
 * The results page's engineer review block (docs/product.md, "Engineer review"): the review's status when there is
 * one, and the request control while none is pending or approved.
 */
export function EngineerReview({ token }: { token: string }) {
  const review = useResultReview(token);
  // The request's form goes once the review is pending: what it answered stays said here.
  const [sent, setSent] = useState(false);
  if (review.isPending || review.isError) return null;
  const current = review.data.review;
  const canAsk = !current || current.status === 'returned';
  return (
    <ResultSection id="engineer-review" title="Engineer review" printed>
      {current && <ReviewStatus review={current} />}
      {sent && (
        <Text size="sm" role="status" data-testid="review-request-message">
          {REVIEW_REQUESTED}
        </Text>
      )}
      {canAsk && <RequestReview token={token} onSent={() => setSent(true)} />}
    </ResultSection>
  );
}
