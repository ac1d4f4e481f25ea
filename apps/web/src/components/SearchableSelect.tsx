import { Select, type ComboboxItem, type SelectProps } from '@mantine/core';

/** docs/product.md, public screens: select menus show this hint. */
export const SELECT_HINT = 'Start typing to filter the list...';

export interface SearchableSelectProps extends Omit<SelectProps, 'data'> {
  options: ComboboxItem[];
}

/**
 * A select the visitor can type into to filter. The hint is the placeholder and also heads the open menu (as the
 * options' group label), so it stays visible while choosing.
 */
export function SearchableSelect({ options, maxDropdownHeight = 280, ...props }: SearchableSelectProps) {
  return (
    <Select
      searchable
      placeholder={SELECT_HINT}
      nothingFoundMessage={`Nothing matches. ${SELECT_HINT}`}
      comboboxProps={{ shadow: 'md' }}
      // The theme makes the listbox itself scroll (see theme.ts); its height follows maxDropdownHeight.
      styles={{ options: { maxHeight: maxDropdownHeight } }}
      {...props}
      data={options.length > 0 ? [{ group: SELECT_HINT, items: options }] : []}
    />
  );
}
