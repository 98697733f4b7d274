import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxProvider } from './sandbox.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const CUSTOMER = {
  referenceId: 'app-1',
  givenNames: 'Nena',
  surname: 'Santos',
  email: 'nena@example.ph',
  mobileNumber: '+639171234567',
  nationality: 'PH',
  dateOfBirth: null,
  placeOfBirth: null,
  idempotencyKey: 'cust-key',
};

function provider(stateFile: string) {
  return createSandboxProvider({
    callbackToken: 'token',
    stateFile,
    publicUrl: () => 'http://localhost:8080',
    selfUrl: () => 'http://127.0.0.1:9',
  });
}

describe('the sandbox payment provider', () => {
  it('keeps customers, methods and idempotency keys across a restart, like the real provider', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suki-sandbox-'));
    dirs.push(dir);
    const file = path.join(dir, 'sandbox-payments.json');
    const before = provider(file);
    const customer = await before.createCustomer(CUSTOMER);
    const method = await before.createPaymentMethod({
      type: 'EWALLET',
      channelCode: 'GCASH',
      customerId: customer.id,
      referenceId: 'pm-ref',
      idempotencyKey: 'pm-key',
      successReturnUrl: 'http://localhost:8080/ok',
      failureReturnUrl: 'http://localhost:8080/no',
    });
    expect(method.status).toBe('REQUIRES_ACTION');

    const after = provider(file);
    expect(await after.getPaymentMethod(method.id)).toMatchObject({
      id: method.id,
      status: 'REQUIRES_ACTION',
      actionUrl: `http://localhost:8080/sandbox/payments/${method.id}`,
    });
    // The same keys answer the same objects, not new ones.
    expect((await after.createCustomer(CUSTOMER)).id).toBe(customer.id);
    const again = await after.createPaymentMethod({
      type: 'EWALLET',
      channelCode: 'GCASH',
      customerId: customer.id,
      referenceId: 'pm-ref',
      idempotencyKey: 'pm-key',
      successReturnUrl: 'http://localhost:8080/ok',
      failureReturnUrl: 'http://localhost:8080/no',
    });
    expect(again.id).toBe(method.id);
  });

  it('starts empty from a missing or unreadable state file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suki-sandbox-'));
    dirs.push(dir);
    const file = path.join(dir, 'sandbox-payments.json');
    fs.writeFileSync(file, '{not json');
    await expect(provider(file).getPaymentMethod('pm-x')).rejects.toThrow('Payment method not found');
  });
});
