import { useState } from 'react';
import { Text } from '@mantine/core';
import { REVIEW_REQUESTED } from '@nprm/contracts';
import { RequestReview } from './RequestReview';
import { ResultSection } from './ResultSection';
import { ReviewStatus } from './ReviewStatus';
import { useResultReview } from './reviewApi';

/**
 * The results page's engineer review block (docs/product.md, "Engineer review"): the review's status when there is
 * one, and the request control while none is pending or approved. On No Results (`noFit`) the same request asks the
 * engineer for a way to mount the antenna where no mount fitted.
 */
export function EngineerReview({ token, noFit = false }: { token: string; noFit?: boolean }) {
  const review = useResultReview(token);
  // The request's form goes once the review is pending: what it answered stays said here.
  const [sent, setSent] = useState(false);
  if (review.isPending || review.isError) return null;
  const current = review.data.review;
  const canAsk = !current || current.status === 'returned';
  return (
    <ResultSection
      id="engineer-review"
      title={noFit ? 'Ask an engineer' : 'Engineer review'}
      printed={!noFit && current !== null}
    >
      {noFit && !current && (
        <Text size="sm">
          An engineer can look at why no mount fitted and answer with a way to mount it (another mount, anchors, or what
          to change). The answer is e-mailed to you.
        </Text>
      )}
      {current && <ReviewStatus review={current} />}
      {sent && (
        <Text size="sm" role="status" data-testid="review-request-message">
          {REVIEW_REQUESTED}
        </Text>
      )}
      {canAsk && (
        <RequestReview
          token={token}
          label={noFit ? 'Ask an engineer' : 'Request engineer review'}
          onSent={() => setSent(true)}
        />
      )}
    </ResultSection>
  );
}
