import { Paper, Table, Text, Title } from '@mantine/core';
import { formatDate, type Lead } from '@nprm/contracts';
import { formatWhole } from '../../../lib/format';

/** The visitor's quote requests on the lead, oldest first; their notes shown as text. */
export function QuoteRequests({ lead }: { lead: Lead }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="quote-requests">
      <Title order={2} size="h4" mb="sm" id="quote-requests">
        Quote requests
      </Title>
      {lead.quote_requests.length === 0 ? (
        <Text size="sm" c="dimmed">
          No quote requested yet.
        </Text>
      ) : (
        <Table.ScrollContainer type="native" minWidth={420} tabIndex={0} role="region" aria-labelledby="quote-requests">
          <Table aria-labelledby="quote-requests">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">Sites</Table.Th>
                <Table.Th scope="col">Note</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lead.quote_requests.map((quote) => (
                <Table.Tr key={quote.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(quote.requested_at, 'UTC')}</Table.Td>
                  <Table.Td>{formatWhole(quote.quantity)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{quote.note ?? '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
