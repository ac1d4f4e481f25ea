/** What other features use of the engineers: who may decide a review, their seals and their addresses. */
export { decidingEngineer } from './engineers.service.js';
export { findSeal, reviewerEmails } from './engineers.repository.js';
export { sendSeal } from './seal-reply.js';
