import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLD_START, renderConsole } from '../app/testing/console';
import { validToken } from '../app/testing/session';
import { sessionStore } from '../lib/session';

// A screen still on the "Not built yet" page, so the drawers are all there is to wait for.
const APP_ROUTE = '/apps/survey-and-raffle/app-1/campaign';

/** A screen `px` wide, as MUI's useMediaQuery sees it through matchMedia. */
function screenWidth(px: number) {
  vi.stubGlobal('matchMedia', (media: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(media);
    const max = /max-width:\s*([\d.]+)px/.exec(media);
    return {
      matches: (!min || px >= Number(min[1])) && (!max || px <= Number(max[1])),
      media,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

/** The drawer paper (the visible panel) around an element inside it. */
function paperOf(element: HTMLElement): HTMLElement {
  const paper = element.closest<HTMLElement>('.MuiDrawer-paper');
  if (!paper) throw new Error('not inside a drawer');
  return paper;
}

const navPaper = async () =>
  paperOf(await screen.findByRole('navigation', { name: 'App navigation' }, COLD_START));

async function openNavigation() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }, COLD_START));
  return navPaper();
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('shell drawers (document 1 §2)', () => {
  it('opens the navigation drawer 230 wide on an extra-small screen (390 px)', async () => {
    screenWidth(390);
    sessionStore.set({ token: validToken, loginType: 'client' });
    renderConsole(APP_ROUTE);
    expect(screen.queryByRole('navigation', { name: 'App navigation' })).not.toBeInTheDocument();
    expect(await openNavigation()).toHaveStyle({ width: '230px' });
  });

  it('opens the navigation drawer 332 wide from small screens up (700 px)', async () => {
    screenWidth(700);
    sessionStore.set({ token: validToken, loginType: 'client' });
    renderConsole(APP_ROUTE);
    expect(await openNavigation()).toHaveStyle({ width: '332px' });
  });

  it('keeps the navigation drawer open beside the page, 332 wide, on a desktop (1280 px)', async () => {
    screenWidth(1280);
    sessionStore.set({ token: validToken, loginType: 'client' });
    renderConsole(APP_ROUTE);
    await screen.findByText('Not built yet', {}, COLD_START);
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
    expect(await navPaper()).toHaveStyle({ width: '332px' });
  });

  it('opens the user settings drawer 230 wide, at phone and desktop widths', async () => {
    for (const px of [390, 1280]) {
      screenWidth(px);
      sessionStore.set({ token: validToken, loginType: 'client' });
      const { unmount } = renderConsole('/apps');
      await userEvent.click(await screen.findByRole('button', { name: /account menu/ }, COLD_START));
      const drawer = await screen.findByRole('navigation', { name: 'User settings' });
      expect(drawer).toHaveTextContent('Logout');
      expect(paperOf(drawer), `${px} px`).toHaveStyle({ width: '230px' });
      unmount();
      await waitFor(() => expect(screen.queryByRole('navigation')).not.toBeInTheDocument());
    }
  });

  it('offers Background Jobs in the user settings drawer only to an operator, and opens it', async () => {
    screenWidth(1280);
    sessionStore.set({ token: validToken, loginType: 'client' });
    const merchant = renderConsole('/apps');
    const menu = await screen.findByRole('button', { name: /account menu/ }, COLD_START);
    // The server is asked only once someone opens the drawer.
    expect(merchant.jobCountsAsked()).toBe(0);
    await userEvent.click(menu);
    const drawer = await screen.findByRole('navigation', { name: 'User settings' });
    await waitFor(() => expect(merchant.jobCountsAsked()).toBe(1));
    // The server's FORBIDDEN answer keeps the entry away.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drawer).toHaveTextContent('Logout');
    expect(within(drawer).queryByRole('button', { name: 'Background Jobs' })).not.toBeInTheDocument();
    merchant.unmount();

    sessionStore.set({ token: validToken, loginType: 'client' });
    const { router } = renderConsole('/apps', undefined, { operator: true });
    await userEvent.click(await screen.findByRole('button', { name: /account menu/ }, COLD_START));
    const operatorDrawer = await screen.findByRole('navigation', { name: 'User settings' });
    await userEvent.click(await within(operatorDrawer).findByRole('button', { name: 'Background Jobs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ops/jobs'));
    expect(
      await screen.findByText('No failed jobs — everything was delivered', {}, COLD_START),
    ).toBeInTheDocument();
  });
});
