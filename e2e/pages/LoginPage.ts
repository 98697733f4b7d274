import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@suki.ph', password: 'Demo@1234' };

export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(userType = 'client'): Promise<void> {
    await this.page.goto(`/login/${userType}`);
    await expect(this.page.getByLabel('Email')).toBeVisible();
  }

  async signIn(email = DEMO.email, password = DEMO.password): Promise<void> {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/login\/client/);
    await expect(this.page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  }
}
