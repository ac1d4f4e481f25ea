/** What other features use of the reviews: the review a report prints and the review an e-mail tells of. */
export { approvalOf, latestReviewOf, type ReviewRow } from './reviews.repository.js';
export { approvalDate } from './review-view.js';
export { approvalDoesNotCover } from './approval-coverage.js';
