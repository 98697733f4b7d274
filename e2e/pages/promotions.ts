import { type APIRequestContext, expect } from '@playwright/test';

/**
 * The console's GraphQL API as the demo merchant (demo@suki.ph), for flows that need a store set up
 * a certain way first: here, its promotions.
 */
export class MerchantApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  /** Signs the demo merchant in through the API. */
  static async demo(request: APIRequestContext): Promise<MerchantApi> {
    const anonymous = new MerchantApi(request, '');
    const data = (await anonymous.gql('mutation($input: SignInInput!) { signIn(input: $input) { token } }', {
      input: { email: 'demo@suki.ph', password: 'Demo@1234', userType: 'client' },
    })) as { signIn: { token: string } };
    return new MerchantApi(request, data.signIn.token);
  }

  /** One operation; fails the test with the operation, its variables and the errors when it is refused. */
  async gql(query: string, variables: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const res = await this.request.post('/graphql', {
      headers: this.token ? { authorization: `Bearer ${this.token}` } : {},
      data: { query, variables },
    });
    const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    expect(body.errors, `${query}\n${JSON.stringify(variables)}`).toBeUndefined();
    return body.data ?? {};
  }

  /** Creates a promotion that starts now (a PromotionCreateInput without appUuid and startsAt); answers its uuid. */
  async createPromotion(appUuid: string, input: Record<string, unknown>): Promise<string> {
    const data = (await this.gql(
      'mutation($input: PromotionCreateInput!) { promotionCreate(input: $input) { uuid status } }',
      { input: { appUuid, startsAt: new Date(Date.now() - 60_000).toISOString(), ...input } },
    )) as { promotionCreate: { uuid: string; status: string } };
    expect(data.promotionCreate.status).toBe('ACTIVE');
    return data.promotionCreate.uuid;
  }

  /** Ends a promotion now (so later flows on the demo store pay full price again). */
  async endPromotion(uuid: string): Promise<void> {
    await this.gql('mutation($uuid: ID!) { promotionEnd(uuid: $uuid) { uuid } }', { uuid });
  }
}
