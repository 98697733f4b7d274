import { expect, type Page } from '@playwright/test';

/** The persistent Complete user profile / Account Security Update dialog. */
export class AccountSecurityDialog {
  constructor(private readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: 'Account Security Update' });
  }

  async complete(businessEmail: string): Promise<void> {
    const dialog = this.dialog;
    await expect(dialog).toBeVisible();
    const opener = dialog.getByRole('button', { name: /Choose date/i });
    await opener.click();
    await this.page
      .getByRole('radio', { name: '1990' })
      .or(this.page.getByRole('button', { name: '1990' }))
      .first()
      .click();
    await this.page
      .getByRole('radio', { name: 'May' })
      .or(this.page.getByRole('button', { name: 'May' }))
      .first()
      .click()
      .catch(() => undefined);
    await this.page.getByRole('gridcell', { name: '1', exact: true }).first().click();
    await this.page.getByRole('button', { name: 'OK' }).click();
    await dialog.getByLabel('Mobile Number').pressSequentially('09171234567');
    await expect(dialog.getByLabel('Mobile Number')).toHaveValue('+63 917 123 4567');
    await dialog.getByLabel('Business Email Address').fill(businessEmail);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(this.page.getByText('Account Information Updated')).toBeVisible();
    await expect(dialog).toBeHidden();
  }
}
