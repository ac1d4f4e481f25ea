import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/App';
import { prefetchPublicPage, startsAsDrawn } from './app/PublicLayout';
import { readDrawnPageState, replayVisitorInput, TAKEN_OVER_MARK, whenTakenOver } from './lib/drawnPage';
import { isFramed } from './lib/isFramed';
import { currentLocation } from './lib/navigation';
import { queryClient } from './lib/queryClient';

// A page the server drew (server.tsx) comes with the data it was drawn with: the page starts from it.
const drawn = readDrawnPageState();
if (drawn) hydrate(queryClient, drawn.queries);
// The page's data first: what was not drawn with is asked for while React renders.
void prefetchPublicPage(window.location, queryClient);
// Inside a reseller's embed frame on another site: tell it the page's height, open reports and e-mail outside. Loaded
// only there, so the public page's first load does not carry it.
if (isFramed()) void import('./lib/framed').then(({ startFramedPage }) => startFramedPage());

const root = document.getElementById('root')!;

// React takes the drawn page over when the page starts as drawn; otherwise (a form brought back, details kept on this
// device) it draws the page anew over it.
if (drawn && startsAsDrawn(currentLocation())) {
  // Once it has: what the visitor typed into the drawn form meanwhile becomes the form's.
  whenTakenOver(() => {
    replayVisitorInput(root);
    performance.mark(TAKEN_OVER_MARK);
  });
  hydrateRoot(
    root,
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
