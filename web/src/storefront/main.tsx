import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StorefrontRoot } from './StorefrontRoot';

/** The storefront's own entry (store.html): the shopper's phone never downloads the console. */
const root = document.getElementById('root');
if (!root) throw new Error('store.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <StorefrontRoot />
  </StrictMode>,
);
