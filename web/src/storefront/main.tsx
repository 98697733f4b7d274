import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { StorefrontRoot } from './StorefrontRoot';

/** The storefront's own entry (store.html): the shopper's phone never downloads the console. */
const root = document.getElementById('root');
if (!root) throw new Error('store.html has no #root element');

// A transition: React renders the first page in slices, yielding to the browser every few
// milliseconds, instead of one long task the phone cannot answer a tap during (total blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <StorefrontRoot />
    </StrictMode>,
  );
});
