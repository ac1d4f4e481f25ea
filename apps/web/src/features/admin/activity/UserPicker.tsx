import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { User } from '@nprm/contracts';
import { FILTER_DEBOUNCE_MS } from '../common/DebouncedInput';
import { searchUsers, userEntity } from '../common/api/users';
import { adminKeys } from '../common/queryKeys';

/** "Nora Named (nora@example.com)", or the e-mail alone. */
const userLabel = (user: Pick<User, 'name' | 'email'>) => (user.name ? `${user.name} (${user.email})` : user.email);

/**
 * The Activity page's User filter: a searchable select the server feeds as one types (GET /api/users?q=, 20 at
 * most by name or e-mail), never the whole list of users. The chosen user (from the URL) is read by id for its
 * label.
 */
export function UserPicker({ value, onChange }: { value: string; onChange(this: void, value: string): void }) {
  const [search, setSearch] = useState('');
  const chosen = useQuery({
    queryKey: adminKeys.one(userEntity.key, value),
    queryFn: () => userEntity.resource.get(Number(value)),
    enabled: value !== '',
    retry: false,
  });
  const chosenLabel = chosen.data ? userLabel(chosen.data) : undefined;
  // The box shows the chosen user's label: that is not a search.
  const typed = search.trim() === '' || search === chosenLabel ? '' : search.trim();
  const [q] = useDebouncedValue(typed, FILTER_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: adminKeys.search(userEntity.key, q),
    queryFn: ({ signal }) => searchUsers(q, signal),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  const options = (q === '' ? [] : (found.data ?? [])).map((user) => ({
    value: String(user.id),
    label: userLabel(user),
  }));
  if (chosen.data && !options.some((option) => option.value === value))
    options.unshift({ value, label: userLabel(chosen.data) });

  return (
    <Select
      label="User"
      placeholder="All users"
      searchable
      clearable
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchValue={search}
      onSearchChange={setSearch}
      data={options}
      // The server has already matched name or e-mail: show its answer as it is.
      filter={({ options: all }) => all}
      nothingFoundMessage={typed === '' ? 'Type a name or e-mail' : found.isFetching ? 'Searching…' : 'No user matches'}
      w={{ base: '100%', xs: 280 }}
    />
  );
}
