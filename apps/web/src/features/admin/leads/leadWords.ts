/** How the lead pages word a lead's facts: statuses, people, the next step and the timeline's events. */
import { LEAD_STATUS_LABELS, type Lead, type LeadEvent, type LeadStatus } from '@nprm/contracts';
import { nextStepText } from '../common/nextStep';

export const statusLabel = (status: string) => LEAD_STATUS_LABELS[status as LeadStatus] ?? status;

/** "Sam Sales, sales@acme.example": the address tells two people of one name apart. */
export const personLabel = (user: Lead['assignable_users'][number]) =>
  `${user.name?.trim() ? `${user.name.trim()}, ${user.email}` : user.email}${user.role === 'administrator' ? ' (administrator)' : ''}`;

const REVIEW_WORDS: Record<string, string> = { approved: 'approved', returned: 'returned', pending: 'pending' };

/** One event of the timeline in words (its time and author are shown beside it). */
export function eventText(event: LeadEvent): string {
  switch (event.kind) {
    case 'created':
      return 'Searched on the calculator';
    case 'status':
      return `Status: ${statusLabel(event.from ?? 'new')} → ${statusLabel(event.to ?? 'new')}`;
    case 'assignee':
      return `Assigned: ${event.from ?? 'nobody'} → ${event.to ?? 'nobody'}`;
    case 'next_step':
      return `Next step: ${nextStepText(event.text, event.to) ?? 'none'}`;
    case 'note':
      return 'Note';
    case 'quote_request':
      return `Quote requested: ${event.text ?? ''}`;
    case 'review_requested':
      return 'Engineer review requested';
    case 'review_decided':
      return `Engineer review ${REVIEW_WORDS[event.to ?? ''] ?? event.to ?? ''}`;
  }
}
