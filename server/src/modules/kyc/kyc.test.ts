import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedStore, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { newUuid } from '../../platform/ids.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { featureFlagsOf } from '../flags/index.ts';

const OPERATOR = { email: 'ops@suki.ph', password: 'Operator#2027' };
const SUBMIT = `mutation($input: KycSubmitInput!) { kycSubmit(input: $input) { status statusLabel businessName tin mobileNumber idPhoto { thumbnailUrl } registrationPhoto { uuid } } }`;
const KYC = `query($a: ID!) { kycVerification(appUuid: $a) { status statusLabel rejectionReason } }`;
const QUEUE = `{ kycToReview { appUuid appName businessName } }`;
const REVIEW = `mutation($a: ID!, $ok: Boolean!, $r: String) { kycReview(input: { appUuid: $a, approve: $ok, reason: $r }) { status rejectionReason } }`;

/* A store's registration: submitted, reviewed by an operator, and online payment on once verified. */
describe.each(testDatabases())('merchant registration and KYC on %s', (kind) => {
  let t: TestServer;
  let appUuid: string;
  let owner: () => Promise<string> = () => Promise.reject(new Error('no store yet'));
  let operator: string;
  const upload = async () => {
    const body = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#dddddd' } })
      .png()
      .toBuffer();
    const res = await fetch(`${t.url}/uploads/photos?appUuid=${appUuid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${await owner()}` },
      body: new Uint8Array(body),
    });
    return ((await res.json()) as { uuid: string }).uuid;
  };
  const form = async (over: Record<string, unknown> = {}) => ({
    appUuid,
    businessType: 'sole_proprietorship',
    businessName: 'Tindahan ni Aling Nena',
    tin: '123-456-789-000',
    businessAddress: '12 Rizal St., Barangay San Roque, Marikina City',
    firstName: 'Nena',
    lastName: 'Dela Cruz',
    mobileNumber: '+63 917 123 4567',
    idType: 'philsys',
    idPhotoUuid: await upload(),
    selfiePhotoUuid: await upload(),
    registrationPhotoUuid: await upload(),
    ...over,
  });
  const status = async () =>
    (await t.gql<{ kycVerification: { status: string } }>(KYC, { a: appUuid }, await owner())).data
      ?.kycVerification;

  beforeAll(async () => {
    t = await startTestServer(kind, { seedDemo: false, config: { operatorEmails: [OPERATOR.email] } });
    const store = await ownedStore(t);
    appUuid = store.appUuid;
    owner = store.signIn;
    await createUser(t.server.context, { ...OPERATOR, role: 'client' });
    operator = await t.signIn(OPERATOR.email, OPERATOR.password);
  });
  afterAll(() => t.close());

  it('refuses a form with mistakes, field by field, and keeps nothing', async () => {
    expect(await status()).toEqual({
      status: 'not_submitted',
      statusLabel: 'Not submitted',
      rejectionReason: null,
    });
    const bad = await t.gql(
      SUBMIT,
      {
        input: await form({
          tin: '12345',
          mobileNumber: '0917 123 4567',
          lastName: 'D3la Cruz',
          registrationPhotoUuid: null,
        }),
      },
      await owner(),
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        tin: 'TIN has invalid value',
        mobileNumber: 'Mobile Number is invalid',
        lastName: 'Last Name Contains Invalid Characters',
        registrationPhotoUuid: 'Business Registration is required',
      },
    });
    const lost = await t.gql(SUBMIT, { input: await form({ idPhotoUuid: newUuid() }) }, await owner());
    expect(lost.errors?.[0]?.extensions?.fields).toEqual({
      idPhotoUuid: 'Photo not found: please upload it again',
    });
    expect((await status())?.status).toBe('not_submitted');
  });

  it('sends a complete form for review, once', async () => {
    const sent = await t.gql(SUBMIT, { input: await form() }, await owner());
    expect(sent.data?.kycSubmit).toMatchObject({
      status: 'pending_review',
      statusLabel: 'Under review',
      tin: '123-456-789-000',
      mobileNumber: '+639171234567',
      idPhoto: { thumbnailUrl: expect.stringMatching(/-thumb\.webp$/) },
      registrationPhoto: { uuid: expect.any(String) },
    });
    const again = await t.gql(SUBMIT, { input: await form() }, await owner());
    expect(again.errors?.[0]).toMatchObject({
      message: 'Your verification is under review',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('lets only an operator review; a rejection needs its reason, and the merchant may submit again', async () => {
    expect((await t.gql(QUEUE, {}, await owner())).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(REVIEW, { a: appUuid, ok: true }, await owner())).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await t.gql(QUEUE, {}, operator)).data).toEqual({
      kycToReview: [{ appUuid, appName: 'Tindahan', businessName: 'Tindahan ni Aling Nena' }],
    });
    const noReason = await t.gql(REVIEW, { a: appUuid, ok: false, r: ' ' }, operator);
    expect(noReason.errors?.[0]?.message).toBe('Reason is required');
    const rejected = await t.gql(REVIEW, { a: appUuid, ok: false, r: 'The ID photo is blurred' }, operator);
    expect(rejected.data).toEqual({
      kycReview: { status: 'rejected', rejectionReason: 'The ID photo is blurred' },
    });
    expect((await featureFlagsOf(t.server.context.db, appUuid)).onlinePayments).toBe(false);
    const told = await t.gql<{ notifications: { edges: { node: { category: string; message: string } }[] } }>(
      'query($a: ID!) { notifications(appUuid: $a) { edges { node { category message } } } }',
      { a: appUuid },
      await owner(),
    );
    expect(told.data?.notifications.edges.map((e) => e.node)).toContainEqual({
      category: 'kyc_reviewed',
      message:
        "Tindahan's verification was not approved: The ID photo is blurred. Please update it and submit again.",
    });
    const twice = await t.gql(REVIEW, { a: appUuid, ok: true }, operator);
    expect(twice.errors?.[0]?.message).toBe('This verification is not waiting for review');

    const resent = await t.gql(
      SUBMIT,
      { input: await form({ businessType: 'individual', registrationPhotoUuid: null }) },
      await owner(),
    );
    expect(resent.data?.kycSubmit).toMatchObject({ status: 'pending_review', registrationPhoto: null });
  });

  it('verifies the store and turns online payment on for its customers', async () => {
    const verified = await t.gql(REVIEW, { a: appUuid, ok: true }, operator);
    expect(verified.data).toEqual({ kycReview: { status: 'verified', rejectionReason: null } });
    expect((await featureFlagsOf(t.server.context.db, appUuid)).onlinePayments).toBe(true);
    expect(await status()).toEqual({ status: 'verified', statusLabel: 'Verified', rejectionReason: null });
    const after = await t.gql(SUBMIT, { input: await form() }, await owner());
    expect(after.errors?.[0]?.message).toBe('Your store is already verified');
    expect((await t.gql(QUEUE, {}, operator)).data).toEqual({ kycToReview: [] });
  });

  it("keeps a store's registration from other merchants", async () => {
    const rival = await ownedStore(t, { email: 'rival@tindahan.ph', name: 'Karibal' });
    const read = await t.gql(KYC, { a: appUuid }, await rival.signIn());
    expect(read.errors?.[0]?.message).toBe('App not found');
  });
});
