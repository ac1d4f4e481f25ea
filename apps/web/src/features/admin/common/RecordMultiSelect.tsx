import { useMemo, type ReactNode } from 'react';
import { MultiSelect } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { SELECT_HINT } from '../../../components/SearchableSelect';
import { groupOptions, searchOptions } from './optionGroups';
import { adminKeys } from './queryKeys';
import { isActive } from './resource';
import { naturalCompare } from './naturalSort';

/** A record that can be offered: active, or inactive (deleted_at set). */
interface OfferedRecord {
  id: number;
  deleted_at: string | null;
}

/** Where a multiselect's records come from and how an option names one. */
export interface RecordOptions {
  /** The entity's key under the admin's ("mounts"): its list's query is shared, so edits refresh the options. */
  entityKey: string;
  fetchAll(this: void, includeInactive: boolean): Promise<OfferedRecord[]>;
  /** Called with the records fetchAll gave (declared as a method, so recordOptions can pass an entity's own). */
  optionLabel(this: void, record: OfferedRecord): string;
  /** The heading an option is listed under (an antenna's make, a mount's kind); one list without it. */
  optionGroup?(this: void, record: OfferedRecord): string;
}

/** RecordOptions for one entity, its label function checked against the records fetchAll gives. */
export function recordOptions<R extends OfferedRecord>(options: {
  entityKey: string;
  fetchAll(includeInactive: boolean): Promise<R[]>;
  optionLabel(record: NoInfer<R>): string;
  optionGroup?(record: NoInfer<R>): string;
}): RecordOptions {
  return options;
}

interface RecordMultiSelectProps<V> extends RecordOptions {
  form: UseFormReturnType<V>;
  /** The form field holding the chosen ids as strings ("mount_ids"). */
  name: string & keyof V;
  label: string;
  description?: ReactNode;
}

/** The largest dropdown, in px: room for about ten options and their headings before it scrolls. */
const DROPDOWN_HEIGHT = 320;

/**
 * Picks related records by id (an antenna's compatible mounts, a reseller's antennas). Active records are offered;
 * an inactive one stays listed (marked) while it is chosen, so saving never drops it silently. With `optionGroup`
 * the options are listed under headings, and the search matches every word typed in the option or its heading,
 * so hundreds of options stay usable (docs/product.md, forms).
 */
export function RecordMultiSelect<V>(props: RecordMultiSelectProps<V>) {
  const { form, name, label, description, entityKey, fetchAll, optionLabel, optionGroup } = props;
  const records = useQuery({
    queryKey: adminKeys.list(entityKey, true),
    queryFn: () => fetchAll(true),
    staleTime: 0,
  });
  const chosen = form.getValues()[name] as string[];
  const options = useMemo(() => {
    const offered = (records.data ?? [])
      .filter((record) => isActive(record) || chosen.includes(String(record.id)))
      .map((record) => ({
        value: String(record.id),
        label: isActive(record) ? optionLabel(record) : `${optionLabel(record)} (inactive)`,
        group: optionGroup?.(record) ?? '',
      }));
    if (optionGroup) return groupOptions(offered);
    return offered.sort((a, b) => naturalCompare(a.label, b.label)).map(({ value, label }) => ({ value, label }));
  }, [records.data, chosen, optionLabel, optionGroup]);
  return (
    <MultiSelect
      label={label}
      description={description}
      data={options}
      searchable
      filter={searchOptions}
      maxDropdownHeight={DROPDOWN_HEIGHT}
      clearable
      hidePickedOptions
      nothingFoundMessage={records.isPending ? 'Loading…' : 'Nothing found'}
      placeholder={records.isError ? 'The list could not be loaded' : SELECT_HINT}
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps(name)}
      key={form.key(name)}
    />
  );
}
