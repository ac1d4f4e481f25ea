import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MountSearchResult } from '@nprm/contracts';
import { mockApi, renderPage } from '../../test/renderPage';
import { savedResult, summit } from '../../test/publicFixtures';
import { EMPTY_RESELLER } from '../../lib/reseller';
import { ResultsPage } from './ResultsPage';
import { browserLocation, resultHomeUrl } from './resultDomain';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const NORTHWIND_URL = 'http://northwind.localhost:3000/results?t=tok_ABC-123';
const northwindResult: MountSearchResult = {
  ...savedResult,
  reseller_id: 2,
  reseller: { id: 2, name: 'Northwind Wireless', contact_email: null },
  result_url: NORTHWIND_URL,
};

describe('branding follows the result (docs/product.md, R-56)', () => {
  it('stays for the page’s own reseller, leaves for another reseller’s domain, never for this origin', () => {
    const here = 'http://localhost:3000';
    expect(resultHomeUrl(savedResult, summit, here)).toBeNull();
    expect(resultHomeUrl(northwindResult, summit, here)).toBe(NORTHWIND_URL);
    // A result without a reseller opened on a reseller's domain goes to the default domain ...
    expect(resultHomeUrl({ reseller_id: null, result_url: 'https://calc.example.com/results?t=x' }, summit, here)).toBe(
      'https://calc.example.com/results?t=x',
    );
    // ... unless that is where the page already is: no loop.
    expect(resultHomeUrl({ reseller_id: null, result_url: `${here}/results?t=x` }, summit, here)).toBeNull();
    expect(resultHomeUrl({ reseller_id: null, result_url: `${here}/results?t=x` }, EMPTY_RESELLER, here)).toBeNull();
    expect(resultHomeUrl({ reseller_id: 2, result_url: 'javascript:alert(1)' }, summit, here)).toBeNull();
    expect(resultHomeUrl({ reseller_id: 2, result_url: 'not a url' }, summit, here)).toBeNull();
  });

  it('replaces the location with the result’s own address when another reseller’s domain opens it', async () => {
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
    vi.spyOn(browserLocation, 'origin').mockReturnValue('http://localhost:3000');
    mockApi({
      'GET /api/resellers/init': { json: summit },
      [`GET /api/mount_search_results/token/${savedResult.token}`]: { json: northwindResult },
    });
    renderPage(<ResultsPage />, `/results?t=${savedResult.token}`);
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith(NORTHWIND_URL));
    expect(replace).toHaveBeenCalledTimes(1);
    // Not shown in the wrong branding meanwhile.
    expect(screen.queryByTestId('mount-name')).toBeNull();
  });

  it('shows its own reseller’s result, and shares and copies the result’s own link', async () => {
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const own = { ...savedResult, result_url: 'https://summit.example.com/results?t=tok_ABC-123' };
    mockApi({
      'GET /api/resellers/init': { json: summit },
      [`GET /api/mount_search_results/token/${savedResult.token}`]: { json: own },
    });
    renderPage(<ResultsPage />, `/results?t=${savedResult.token}`);
    expect(await screen.findByTestId('mount-name')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
    const share = screen.getByRole('link', { name: 'Share' }).getAttribute('href') ?? '';
    expect(decodeURIComponent(share)).toContain(': https://summit.example.com/results?t=tok_ABC-123');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(own.result_url);
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeInTheDocument();
  });
});
