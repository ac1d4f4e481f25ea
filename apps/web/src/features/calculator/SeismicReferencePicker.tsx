import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SeismicReferenceValue } from '@nprm/contracts';
import { API_PATHS } from '@nprm/contracts/paths';
import { SearchableSelect } from '../../components/SearchableSelect';
import { api } from '../../lib/api';
import { calculatorKeys } from './queryKeys';

const label = (row: SeismicReferenceValue) =>
  `${row.place}, ${row.state}: S_DS ${row.sds} g, S_D1 ${row.sd1} g (${row.edition}, Site Class ${row.site_class})`;

/**
 * The published reference values (GET /api/seismic_reference_values), asked for only when the visitor opens the list:
 * each a report's values at one point, a starting point to confirm for the site, never the site's own.
 */
export function SeismicReferencePicker({ onPick }: { onPick: (row: SeismicReferenceValue) => void }) {
  const [open, setOpen] = useState(false);
  const rows = useQuery({
    queryKey: calculatorKeys.seismicReferenceValues(),
    queryFn: () => api<SeismicReferenceValue[]>(API_PATHS.seismicReferenceValues),
    enabled: open,
    staleTime: Infinity,
    retry: false,
  });
  if (!open) {
    return (
      <Button variant="subtle" size="compact-sm" onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
        Published values for some places (a starting point)
      </Button>
    );
  }
  const options = (rows.data ?? []).map((row, index) => ({ value: String(index), label: label(row) }));
  return (
    <Stack gap={4}>
      <SearchableSelect
        label="Published seismic values"
        placeholder={rows.isPending ? 'Loading…' : 'Pick a place'}
        options={options}
        onChange={(value) => {
          const row = value === null ? undefined : rows.data?.[Number(value)];
          if (row) onPick(row);
        }}
      />
      <Text size="xs" c="dimmed">
        Each is one report&apos;s values at one point: confirm the values for your site with the hazard tool.
      </Text>
    </Stack>
  );
}
