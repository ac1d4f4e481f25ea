import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fetchLeadTimeline } from '../common/api/leads';
import { localMoment } from '../common/historyLabels';
import { adminKeys } from '../common/queryKeys';
import { eventText } from './leadWords';

/** What happened to the lead, oldest first: the search, each change, note, quote request and review. */
export function LeadTimeline({ id }: { id: number }) {
  const timeline = useQuery({ queryKey: adminKeys.leadTimeline(id), queryFn: () => fetchLeadTimeline(id) });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="lead-timeline">
      <Title order={2} size="h4" mb="sm" id="lead-timeline">
        Timeline
      </Title>
      {timeline.isError ? (
        <Alert color="red" role="alert">
          The timeline could not be loaded.
        </Alert>
      ) : null}
      {timeline.data ? (
        <Stack component="ol" gap="xs" p={0} style={{ listStyle: 'none' }} aria-label="Timeline">
          {timeline.data.map((event, index) => (
            <li key={`${event.at}-${index}`} data-kind={event.kind}>
              <Text size="sm">
                <Text span fw={600}>
                  {eventText(event)}
                </Text>
                {event.by ? ` by ${event.by}` : ''}
              </Text>
              {event.text && event.kind !== 'next_step' && event.kind !== 'quote_request' ? (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {event.text}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {localMoment(event.at)}
              </Text>
            </li>
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}
