import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LocationProbe, renderRoutes } from '../test/renderAdmin';
import { useListView } from './listParams';
import { useUrlFilters } from './urlFilters';

/** Two column filters reported in one event, before the next render: the ID filter cleared, a weight typed. */
function TwoColumnFilters() {
  const [, setView] = useListView([{ id: 'id', desc: true }]);
  const change = () => {
    setView((view) => ({ columnFilters: view.columnFilters.filter((filter) => filter.id !== 'id') }));
    setView((view) => ({ columnFilters: [...view.columnFilters, { id: 'weight', value: '45' }] }));
  };
  return (
    <>
      <button onClick={change}>Change</button>
      <LocationProbe />
    </>
  );
}

const KEYS = ['status', 'q', 'page'] as const;
const FILTERS = z.object({ status: z.string(), q: z.string(), page: z.string() });

/** Two URL filters changed in one event. */
function TwoUrlFilters() {
  const [, setFilters] = useUrlFilters(KEYS, FILTERS);
  const change = () => {
    setFilters({ status: 'won' });
    setFilters({ q: 'acme' });
  };
  return (
    <>
      <button onClick={change}>Change</button>
      <LocationProbe />
    </>
  );
}

describe('list views in the URL (M-05)', () => {
  it('keeps two column filters reported before the next render (one cleared, another typed)', () => {
    renderRoutes([{ path: '/admin/mounts', element: <TwoColumnFilters /> }], '/admin/mounts?f.id=12');
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByTestId('location').textContent).toBe('/admin/mounts?f.weight=45');
  });

  it('keeps two URL filters changed before the next render, and goes back to the first page', () => {
    renderRoutes([{ path: '/admin/searches', element: <TwoUrlFilters /> }], '/admin/searches?page=3');
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByTestId('location').textContent).toBe('/admin/searches?status=won&q=acme');
  });
});
