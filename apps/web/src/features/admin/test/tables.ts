import { within } from '@testing-library/react';

/** A body row's cells of the list's own columns: the bulk actions' selection box is left out. */
export function dataCells(row: HTMLElement): HTMLElement[] {
  return within(row)
    .getAllByRole('cell')
    .filter((cell) => cell.querySelector('input[type="checkbox"]') === null);
}
