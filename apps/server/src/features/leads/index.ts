/** What other features use of the leads: the quote request an e-mail tells of. */
export { latestQuoteOf } from './leads.repository.js';
