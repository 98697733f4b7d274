import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIN_ID, moveFocusWhenReady, shouldMoveFocus } from './routeFocus';
import { SkipLink } from './SkipLink';
import { focusNextFirstPage } from './useFocusOnPageChange';
import { ROUTE_FOCUS_TIMEOUT_MS, useRouteFocus } from './useRouteFocus';

/** A page whose heading arrives after its data, like most screens. */
function SlowPage() {
  const [ready, setReady] = useState(false);
  return ready ? (
    <h1>Orders</h1>
  ) : (
    <button type="button" onClick={() => setReady(true)}>
      Finish loading
    </button>
  );
}

/** Sign-in and its forgot-password mode: one path, the mode in the query. */
function SignIn() {
  const [params] = useSearchParams();
  return params.get('mode') === 'forgot' ? (
    <h1>Forgot password</h1>
  ) : (
    <>
      <h1>Welcome back</h1>
      <Link to="?mode=forgot">Forgot password?</Link>
    </>
  );
}

function App() {
  useRouteFocus();
  return (
    <>
      <SkipLink />
      <nav aria-label="App navigation">
        <Link to="/products">Products</Link>
        <Link to="/orders">Orders</Link>
        <Link to="/products?sort=name">Sort by name</Link>
        <Link to="/login">Sign in</Link>
      </nav>
      <main id={MAIN_ID} tabIndex={-1}>
        <Routes>
          <Route path="/" element={<h1>Overview</h1>} />
          <Route
            path="/products"
            element={
              <>
                <h1>Products</h1>
                <input aria-label="Search" />
              </>
            }
          />
          <Route path="/orders" element={<SlowPage />} />
          <Route path="/login" element={<SignIn />} />
        </Routes>
      </main>
    </>
  );
}

const renderApp = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <App />
    </MemoryRouter>,
  );

afterEach(() => vi.useRealTimers());

describe('route focus', () => {
  it('leaves focus alone on the first page load', () => {
    renderApp();
    expect(document.body).toHaveFocus();
  });

  it("focuses the first page's heading when a page handed over to this app (signed in on the lean sign-in page), in StrictMode too", async () => {
    focusNextFirstPage();
    const first = render(
      <StrictMode>
        <MemoryRouter initialEntries={['/']}>
          <App />
        </MemoryRouter>
      </StrictMode>,
    );
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Overview' })).toHaveFocus());
    // Only that first page: the next app start leaves focus alone again.
    await new Promise((resolve) => setTimeout(resolve, 5));
    first.unmount();
    renderApp();
    expect(document.body).toHaveFocus();
  });

  it("moves focus from the menu to the new page's heading after a route change", async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Products' }));
    expect(screen.getByRole('heading', { name: 'Products' })).toHaveFocus();
    // Focus on the heading does not put it in the tab order.
    expect(screen.getByRole('heading', { name: 'Products' })).toHaveAttribute('tabindex', '-1');
  });

  it('waits for the heading of a page that shows it once its data has come', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(document.body).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Finish loading' }));
    expect(screen.getByRole('heading', { name: 'Orders' })).toHaveFocus();
  });

  it('does not move focus when only the query changes', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Products' }));
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.click(screen.getByRole('link', { name: 'Sort by name' }));
    expect(screen.getByRole('link', { name: 'Sort by name' })).toHaveFocus();
  });

  it('moves focus to the heading when a change of query replaced the control that had it', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Forgot password' })).toHaveFocus();
  });

  it('settles on main when the new page shows no heading in time', () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<main id="${MAIN_ID}"><p>Loading</p></main>`;
    moveFocusWhenReady(document, { timeoutMs: ROUTE_FOCUS_TIMEOUT_MS });
    expect(document.body).toHaveFocus();
    act(() => vi.advanceTimersByTime(ROUTE_FOCUS_TIMEOUT_MS));
    expect(document.getElementById(MAIN_ID)).toHaveFocus();
    document.body.innerHTML = '';
  });

  it('moves focus from <body>, a removed element or the chrome, and keeps it inside the page or a dialog', () => {
    document.body.innerHTML = `
      <header><button id="menu">Menu</button></header>
      <main id="${MAIN_ID}"><button id="save">Save</button></main>
      <div role="dialog"><button id="ok">OK</button></div>`;
    const byId = (id: string) => document.getElementById(id);
    expect(shouldMoveFocus(document.body, document)).toBe(true);
    expect(shouldMoveFocus(document.createElement('button'), document)).toBe(true);
    expect(shouldMoveFocus(byId('menu'), document)).toBe(true);
    expect(shouldMoveFocus(byId('save'), document)).toBe(false);
    expect(shouldMoveFocus(byId('ok'), document)).toBe(false);
    document.body.innerHTML = '';
  });

  it('leads past the navigation with the skip link', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(document.getElementById(MAIN_ID)).toHaveFocus();
  });
});
