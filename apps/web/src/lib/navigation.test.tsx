import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goThroughHistory, openAt } from '../test/renderPage';
import { FIRST_ENTRY_KEY, Link, navigate, pageLoad, useLocation, useSearchParams } from './navigation';

afterEach(() => vi.restoreAllMocks());

/** The location as a page sees it: path and query, entry key, handed-over state, and one query parameter. */
function Probe() {
  const location = useLocation();
  const search = useSearchParams();
  return (
    <>
      <div data-testid="where">{`${location.pathname}${location.search}`}</div>
      <div data-testid="key">{location.key}</div>
      <div data-testid="state">{JSON.stringify(location.state)}</div>
      <div data-testid="t">{search.get('t') ?? ''}</div>
    </>
  );
}

const where = () => screen.getByTestId('where').textContent;
const key = () => screen.getByTestId('key').textContent;

describe('public navigation', () => {
  it('opens on the address with the first entry key, and shows each navigation', () => {
    openAt('/results?t=abc');
    render(<Probe />);
    expect(where()).toBe('/results?t=abc');
    expect(key()).toBe(FIRST_ENTRY_KEY);
    expect(screen.getByTestId('t')).toHaveTextContent('abc');

    act(() => navigate('/diagnostics'));
    expect(where()).toBe('/diagnostics');
    expect(key()).not.toBe(FIRST_ENTRY_KEY);
    expect(screen.getByTestId('t')).toHaveTextContent('');
  });

  it('gives each entry its own key and state, and Back and Forward return to them', async () => {
    openAt('/');
    render(<Probe />);
    const length = window.history.length;
    act(() => navigate('/results', { state: { noFit: null } }));
    const resultsKey = key();
    expect(screen.getByTestId('state')).toHaveTextContent('{"noFit":null}');
    expect(window.history.length).toBe(length + 1);

    await goThroughHistory(-1);
    expect(where()).toBe('/');
    expect(key()).toBe(FIRST_ENTRY_KEY);
    expect(screen.getByTestId('state')).toHaveTextContent('null');

    await goThroughHistory(1);
    expect(where()).toBe('/results');
    expect(key()).toBe(resultsKey);
    expect(screen.getByTestId('state')).toHaveTextContent('{"noFit":null}');
  });

  it('replaces the current entry when asked: Back then skips the page left', async () => {
    openAt('/');
    render(<Probe />);
    act(() => navigate('/results'));
    const length = window.history.length;
    act(() => navigate('/error', { replace: true }));
    expect(where()).toBe('/error');
    expect(window.history.length).toBe(length);
    await goThroughHistory(-1);
    expect(where()).toBe('/');
  });

  it('loads admin pages and other sites as new documents, leaving this history alone', () => {
    openAt('/');
    render(<Probe />);
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    const replace = vi.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);
    const length = window.history.length;
    act(() => navigate('/admin/login'));
    act(() => navigate('https://example.com/elsewhere', { replace: true }));
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/admin/login`);
    expect(replace).toHaveBeenCalledWith('https://example.com/elsewhere');
    expect(where()).toBe('/');
    expect(window.history.length).toBe(length);
  });
});

describe('Link', () => {
  it('is a real link whose plain click navigates in this document', async () => {
    openAt('/results');
    const onClick = vi.fn();
    render(
      <>
        <Probe />
        <Link href="/?edit=tok" onClick={onClick}>
          Edit these inputs
        </Link>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Edit these inputs' });
    expect(link).toHaveAttribute('href', '/?edit=tok');
    await userEvent.setup().click(link);
    expect(onClick).toHaveBeenCalledOnce();
    expect(where()).toBe('/?edit=tok');
  });

  it('leaves a click for a new tab or window to the browser', () => {
    openAt('/results');
    render(
      <>
        <Probe />
        <Link href="/">Home</Link>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      // fireEvent returns false when the page prevented the browser's own handling.
      expect(fireEvent.click(link, modifier)).toBe(true);
    }
    expect(where()).toBe('/results');
  });
});
