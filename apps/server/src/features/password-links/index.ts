/**
 * What other features use of the password links: the mail makes a link when it writes the message; a new user's
 * invitation is queued through the same e-mail.
 */
export { issuePasswordLink } from './password-links.service.js';
