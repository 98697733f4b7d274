import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type MenuEntry, menuFor } from '../bundles';
import NavDrawer from './NavDrawer';
import { activeRouteNames, menuHref } from './rules/nav';

function renderMenu(pathname: string) {
  const groups = menuFor({
    bundleKey: 'ecommerce-b2c',
    displayBillingMenu: true,
    inboxManagerAllowed: true,
    role: 'client',
    hasAffiliateCode: false,
  });
  render(
    <MemoryRouter initialEntries={[pathname]}>
      <NavDrawer
        groups={groups}
        hrefFor={(entry: MenuEntry) => menuHref(entry, 'ecommerce-b2c', 'app-1')}
        activeRoutes={activeRouteNames(pathname)}
        variant="temporary"
        open
        onClose={() => undefined}
        width={332}
        topOffset={72}
      />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'App navigation' });
}

describe('NavDrawer', () => {
  it('links every entry inside the app and marks the current page, opening its parent', () => {
    const nav = renderMenu('/apps/ecommerce-b2c/app-1/orders/completed');
    const tracker = within(nav).getByRole('link', { name: 'Order Tracker' });
    expect(tracker).toHaveAttribute('href', '/apps/ecommerce-b2c/app-1/orders/pending');
    expect(tracker).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('keeps a parent that is also a screen linkable and toggles its children separately', async () => {
    const user = userEvent.setup();
    const nav = renderMenu('/apps/ecommerce-b2c/app-1/overview');
    expect(within(nav).getByRole('link', { name: 'Billing Manager' }).getAttribute('href')).toMatch(
      /^\/apps\/ecommerce-b2c\/app-1\//,
    );
    expect(within(nav).queryByRole('link', { name: 'Payment Preferences Manager' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Expand Billing Manager' }));
    expect(within(nav).getByRole('link', { name: 'Payment Preferences Manager' })).toBeInTheDocument();
  });

  it('collapses a whole group from its header', async () => {
    const user = userEvent.setup();
    const nav = renderMenu('/apps/ecommerce-b2c/app-1/overview');
    const dashboard = within(nav).getByRole('link', { name: 'Dashboard' });
    expect(dashboard).toBeVisible();
    const header = within(nav).getAllByRole('button', { expanded: true })[0];
    if (!header) throw new Error('no expanded group header');
    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('NavDrawer lists', () => {
  it('puts every link and toggle of the menu in a list item, so a screen reader counts the entries', async () => {
    const user = userEvent.setup();
    const nav = renderMenu('/apps/ecommerce-b2c/app-1/overview');
    await user.click(within(nav).getByRole('button', { name: 'Expand Billing Manager' }));
    const lists = nav.querySelectorAll('ul');
    expect(lists.length).toBeGreaterThan(3);
    for (const list of lists) {
      for (const child of list.children) expect(child.tagName).toBe('LI');
    }
    const products = within(nav).getByRole('button', { name: 'Products' });
    expect(products.closest('li')).not.toBeNull();
  });
});
