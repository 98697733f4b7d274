import { expect, type Page } from '@playwright/test';

/** A small PNG: the photo of a deposit slip a shopper uploads. */
export const SLIP_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAYAAABXAvmHAAAACXBIWXMAAAPoAAAD6AG1e1JrAAACBElEQVRoge2Yv07CUBTG+xD3QRRnJaAIKk1UdEKji7B1EAeKAqGgCdQHAN7BPyxgUCJgnAV9AY2DMuDU/ZiDEIyLtNw/Ejt8SXOTJt/v3HtPz1eJKKcwyZJEGyA2gCK+isQ+Qor4ShL7EiuTKUm0AWIDKLSqoYMrGYfjQgiuLwLQrsjQqS/01CrLvbVMMQTOZPyv7YAOO7l9eLzyg3HvHkkIt52L9N4VCuBQU3BXWh3Z+E81S+swHdXEAPi0Q3i+8Vo2P9BrbRHkTJQvgD+twkdzfmzzRl/dhhuW0yofANzyl5qPmnnj207MxFKsAfSxzvxvapTWTF9sUwC7eoSZeaOvrWyEFYBuqlVaVassswFwJY+Ymzf6cibi9AFOinvcANKFEH0AHAV4AVTPNukDPFVWuAG0KzJ9gE7dww2gU/fQB3jnCPB2ywCARws1LLTSkQGq5xuTfYkzxRA3AC0fpg+ASYoXwGw8wWaUwPbG2vwDq1EChTGQNUAwe8AOAHcBYyAr8/XLANtxGjWlsgs0DpV5oPkSxj+MgbTMdxtuWNJipn1YBkB5tRi1UO+3mIfHAhjkY4yB45z5KVXQb5Wh9F4MxM+/mVYZNBkdCTuAoTBJYRjBUQCBcKpE4TOupfNhmDORtghvABGSRBsgNoAivorEPkKK+EoS+xIrkylJtAHy3wE+ASVIq7esdqWHAAAAAElFTkSuQmCC';

export interface CheckoutDetails {
  name: string;
  mobile: string;
  /** The shipping choice's radio label, e.g. /Store pickup/. */
  shipping: RegExp;
  payment: 'Cash on delivery' | 'Bank transfer' | 'E-wallet';
  /** Upload the deposit slip with the checkout (bank transfer, e-wallet). */
  depositSlip?: boolean;
  /** Order for the latest day offered. */
  later?: boolean;
}

/** The customers' in-app store at /store/{appUuid}, as a shopper uses it. */
export class Storefront {
  constructor(
    readonly page: Page,
    private readonly appUuid: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`/store/${this.appUuid}`);
  }

  /** Opens a product from the home page, picks option values, and adds `quantity` to the cart. */
  async addToCart(product: string, options: string[] = []): Promise<void> {
    await this.open();
    await this.page.getByText(product).first().click();
    for (const value of options) await this.page.getByRole('button', { name: value, exact: true }).click();
    await this.page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(this.page.getByRole('link', { name: /View cart/ })).toBeVisible();
  }

  /** Fills the checkout and places the order; answers the transaction number. */
  async checkout(details: CheckoutDetails): Promise<string> {
    await this.page.goto(`/store/${this.appUuid}/checkout`);
    await this.page.getByRole('textbox', { name: /Name/ }).fill(details.name);
    await this.page.getByRole('textbox', { name: /Mobile Number/ }).fill(details.mobile);
    await this.page.getByRole('radio', { name: details.shipping }).check();
    if (details.later) {
      const later = this.page.getByLabel('Order for a later date (optional)');
      await later.fill((await later.getAttribute('max')) ?? '');
    }
    await this.page.getByRole('radio', { name: details.payment }).check();
    if (details.depositSlip) {
      await expect(this.page.getByText(/upload a photo of your deposit slip/)).toBeVisible();
      await this.page.getByLabel('Deposit slip photo').setInputFiles({
        name: 'slip.png',
        mimeType: 'image/png',
        buffer: Buffer.from(SLIP_PNG, 'base64'),
      });
      await expect(this.page.getByText('Deposit slip uploaded')).toBeVisible();
    }
    await this.page.getByRole('button', { name: 'Place order' }).click();
    const number = this.page.getByLabel('Transaction number');
    await expect(number).toHaveText(/^\d{6}-[0-9A-Z]{6}$/);
    return (await number.textContent()) ?? '';
  }

  /** The order page of a transaction, opened with the order's mobile number. */
  async showOrder(transactionNumber: string, mobile: string): Promise<void> {
    await this.page.goto(`/store/${this.appUuid}/orders/${transactionNumber}`);
    await this.page.getByRole('textbox', { name: /Mobile Number/ }).fill(mobile);
    await this.page.getByRole('button', { name: 'Show my order' }).click();
  }
}
