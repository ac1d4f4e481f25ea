import { act, Suspense, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { DRAWN_PAGE_STATE_ID, readDrawnPageState, replayVisitorInput, TakenOver, whenTakenOver } from './drawnPage';

/** A controlled form as the calculator's are: the state shows beside the fields. */
function Form() {
  const [site, setSite] = useState('');
  const [ridge, setRidge] = useState('no');
  return (
    <form>
      <input aria-label="Site" value={site} onChange={(event) => setSite(event.target.value)} />
      {['yes', 'no'].map((value) => (
        <input
          key={value}
          type="radio"
          name="ridge"
          aria-label={value}
          value={value}
          checked={ridge === value}
          onChange={() => setRidge(value)}
        />
      ))}
      <output data-testid="state">{`${site}|${ridge}`}</output>
    </form>
  );
}

// React's act() outside Testing Library's render, which sets this itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The page as PublicLayout draws it: the form, then TakenOver, inside the page's Suspense boundary. */
function Page() {
  return (
    <Suspense fallback={null}>
      <Form />
      <TakenOver />
    </Suspense>
  );
}

/** The form as the server draws it, then changed by the visitor before the scripts come, then taken over. */
async function takeOver(visitor: (container: HTMLElement) => void): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  visitor(container);
  whenTakenOver(() => replayVisitorInput(container));
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  return container;
}

describe('a drawn page taken over', () => {
  it('keeps what the visitor typed before the scripts came, in the form’s state', async () => {
    const container = await takeOver((drawn) => {
      drawn.querySelector<HTMLInputElement>('input[aria-label="Site"]')!.value = 'Chicago';
      drawn.querySelector<HTMLInputElement>('input[aria-label="yes"]')!.checked = true;
    });
    expect(container.querySelector('[data-testid="state"]')!.textContent).toBe('Chicago|yes');
    expect(container.querySelector<HTMLInputElement>('input[aria-label="Site"]')!.value).toBe('Chicago');
  });

  it('changes nothing the visitor did not touch', async () => {
    const container = await takeOver(() => undefined);
    expect(container.querySelector('[data-testid="state"]')!.textContent).toBe('|no');
  });
});

describe('the state a drawn page carries', () => {
  it('is read from its script element', () => {
    document.body.innerHTML = `<script type="application/json" id="${DRAWN_PAGE_STATE_ID}">{"queries":{"queries":[],"mutations":[]}}</script>`;
    expect(readDrawnPageState()).toEqual({ queries: { queries: [], mutations: [] } });
  });

  it.each([
    ['no element', ''],
    ['not JSON', `<script type="application/json" id="${DRAWN_PAGE_STATE_ID}">{"queries":</script>`],
    ['no queries', `<script type="application/json" id="${DRAWN_PAGE_STATE_ID}">{"other":1}</script>`],
    ['null', `<script type="application/json" id="${DRAWN_PAGE_STATE_ID}">null</script>`],
  ])('is none with %s: the browser draws the page', (_case, html) => {
    document.body.innerHTML = html;
    expect(readDrawnPageState()).toBeNull();
  });
});
