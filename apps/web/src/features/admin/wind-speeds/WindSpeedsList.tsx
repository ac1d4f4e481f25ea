import { Link } from 'react-router';
import { Button, Group, Text } from '@mantine/core';
import type { WindSpeedOverride } from '@nprm/contracts';
import { paths } from '../../../lib/paths';
import { AdminListPage } from '../common/AdminListPage';
import { adminColumnHelper } from '../common/DataTable';
import { statusColumn, numberColumn } from '../common/columns';
import { windSpeedEntity } from '../common/api/windSpeeds';
import { adminKeys } from '../common/queryKeys';

const column = adminColumnHelper<WindSpeedOverride>();
const columns = column.columns([
  column.accessor('fips', { header: 'County FIPS Code' }),
  column.accessor((row) => `${row.county}, ${row.state}`, { id: 'county', header: 'County' }),
  numberColumn<WindSpeedOverride>('wind_speed', 'Wind Speed (mph)'),
  numberColumn<WindSpeedOverride>('table_wind_speed', 'Bundled Value (mph)'),
  column.accessor('source', { header: 'Source' }),
  statusColumn<WindSpeedOverride>(),
]);

/**
 * /admin/wind-speeds (docs/product.md, wind speeds): the administrators' county values, which win over the bundled
 * table for every visitor in that county, with the way to import a CSV of them.
 */
export function WindSpeedsList() {
  const { resource, plural, key, routes, fetchList } = windSpeedEntity;
  return (
    <AdminListPage<WindSpeedOverride>
      title={plural}
      subtitle={
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            A county&apos;s value here wins over the bundled wind table; visitors see its source.
          </Text>
          <Button component={Link} to={paths.admin.windSpeedImport.href()} variant="light" size="xs">
            Import CSV
          </Button>
        </Group>
      }
      create={{ label: `New ${resource.label}`, href: routes.create.href() }}
      listKey={(includeInactive) => adminKeys.list(key, includeInactive)}
      fetchList={fetchList}
      columns={columns}
      initialSorting={[{ id: 'fips', desc: false }]}
      emptyText={`No ${plural}`}
      rowHref={(row) => routes.edit.href(row.id)}
      bulk={{ noun: { one: 'wind speed', many: 'wind speeds' }, run: resource.bulk }}
    />
  );
}
