import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TopBar } from '../TopBar';
import { applyFavicon, useBrandName, WhiteLabelProvider } from './WhiteLabelContext';
import { WhiteLabelContentQuery } from './whiteLabel.graphql';

const ORIGIN = 'https://shop.partner.ph';

function whiteLabelMock(content: object | null): MockLink.MockedResponse {
  return {
    request: { query: WhiteLabelContentQuery, variables: { origin: ORIGIN } },
    result: { data: { whiteLabelContent: content } },
  };
}

const PARTNER = {
  __typename: 'WhiteLabel',
  uuid: 'wl-1',
  whiteLabelLogo: 'https://cdn.partner.ph/logo.png',
  whiteLabelTitle: 'Partner Shops',
  whiteLabelDomain: 'shop.partner.ph',
  whiteLabelHeader: 'Partner Merchant Console',
  whiteLabelStatus: 'active',
  whiteLabelFavicon: 'https://cdn.partner.ph/favicon.ico',
};

function BrandName() {
  return <p>Brand: {useBrandName()}</p>;
}

function renderBar(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <WhiteLabelProvider origin={ORIGIN}>
          <TopBar title="" logoTo="/" />
          <BrandName />
        </WhiteLabelProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('white label', () => {
  it("shows the partner's logo, header and title, and its favicon, on its origin", async () => {
    const icon = document.createElement('link');
    icon.rel = 'icon';
    icon.type = 'image/svg+xml';
    icon.href = '/favicon.svg';
    document.head.appendChild(icon);
    renderBar([whiteLabelMock(PARTNER)]);
    expect(await screen.findByRole('img', { name: 'Partner Shops' })).toHaveAttribute(
      'src',
      'https://cdn.partner.ph/logo.png',
    );
    expect(screen.getByText('Partner Merchant Console')).toBeInTheDocument();
    expect(screen.getByText('Brand: Partner Shops')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Partner Shops home' })).toBeInTheDocument();
    await waitFor(() => expect(icon.getAttribute('href')).toBe('https://cdn.partner.ph/favicon.ico'));
    expect(icon.hasAttribute('type')).toBe(false);
  });

  it('keeps the Suki brand where no partner serves the origin', async () => {
    renderBar([whiteLabelMock(null)]);
    expect(await screen.findByRole('link', { name: 'Suki home' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Brand: Suki')).toBeInTheDocument();
  });
});

describe('applyFavicon', () => {
  it('adds an icon link when the page has none', () => {
    applyFavicon('https://cdn.partner.ph/icon.png');
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      'https://cdn.partner.ph/icon.png',
    );
  });
});
