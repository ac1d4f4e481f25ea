import { useRef } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { DebouncedInput } from '../common/DebouncedInput';
import { useSlashToSearch } from '../common/useSlashToSearch';
import { useResellerOptions } from '../common/resellerOptions';
import type { FilterState, FilterValues } from './filters';

/** `fit=true`: searches that found a mount; `fit=false`: those that found none. */
const FIT_OPTIONS = [
  { value: 'true', label: 'Fit' },
  { value: 'false', label: 'No fit' },
];

/** The two day boxes: whole days, UTC, both included (GET /api/mount_search_results at /api/docs). */
const DAY_FIELDS = [
  ['from', 'From'],
  ['to', 'To'],
] as const;

/** "must be on or after the from date" under the To box reads "To must be on or after the from date". */
const fieldError = (label: string, message: string | undefined) => (message ? `${label} ${message}` : undefined);

/**
 * The Searches page's filters (docs/product.md, S-04..S-09): a text search of customer name, company and e-mail,
 * reseller (administrators only; a reseller user sees its own searches), From and To (whole days, UTC, both
 * included) and Fit. Each change goes into the URL (the text once typing pauses). "/" puts the cursor in the search.
 */
export function SearchFilterBar({
  state,
  onChange,
  showReseller,
  disabled,
}: {
  state: FilterState;
  onChange: (change: Partial<FilterValues>) => void;
  showReseller: boolean;
  disabled: boolean;
}) {
  const resellers = useResellerOptions(showReseller);
  const { values, errors } = state;
  const search = useRef<HTMLInputElement>(null);
  useSlashToSearch(search);

  return (
    <Group align="flex-start" wrap="wrap" role="search" aria-label="Search filters">
      <DebouncedInput
        label="Search"
        placeholder="Name, company or e-mail"
        aria-keyshortcuts="/"
        inputRef={search}
        type="search"
        value={values.q}
        onValueChange={(q) => onChange({ q: q.trim() })}
        disabled={disabled}
        error={fieldError('Search', errors.q)}
        w={{ base: '100%', xs: 240 }}
      />
      {showReseller ? (
        <Select
          label="Reseller"
          placeholder="All resellers"
          data={resellers.options}
          value={values.reseller_id || null}
          onChange={(value) => onChange({ reseller_id: value ?? '' })}
          clearable
          searchable
          disabled={disabled}
          error={fieldError('Reseller', errors.reseller_id)}
          nothingFoundMessage={resellers.pending ? 'Loading…' : 'No resellers'}
          w={{ base: '100%', xs: 240 }}
        />
      ) : null}
      {DAY_FIELDS.map(([key, label]) => (
        <TextInput
          key={key}
          label={label}
          type="date"
          value={values[key]}
          onChange={(event) => onChange({ [key]: event.currentTarget.value })}
          disabled={disabled}
          error={fieldError(label, errors[key])}
          w={{ base: '100%', xs: 170 }}
        />
      ))}
      <Select
        label="Fit"
        placeholder="Fit or no fit"
        data={FIT_OPTIONS}
        value={values.fit || null}
        onChange={(value) => onChange({ fit: value ?? '' })}
        clearable
        disabled={disabled}
        error={fieldError('Fit', errors.fit)}
        w={{ base: '100%', xs: 160 }}
      />
    </Group>
  );
}
