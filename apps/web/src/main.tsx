import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchPublicPage } from './app/PublicLayout';
import { isFramed } from './lib/isFramed';
import { queryClient } from './lib/queryClient';

// The page's data first: its requests run while React renders.
prefetchPublicPage(window.location, queryClient);
// Inside a reseller's embed frame on another site: tell it the page's height, open reports and e-mail outside. Loaded
// only there, so the public page's first load does not carry it.
if (isFramed()) void import('./lib/framed').then(({ startFramedPage }) => startFramedPage());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
