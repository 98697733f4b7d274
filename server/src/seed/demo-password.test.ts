import { expect, test } from 'vitest';
import { verifyPassword } from '../modules/accounts/accounts.password.ts';
import { ARGON2_OPTIONS } from '../modules/accounts/accounts.rules.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { DEMO_PASSWORD_HASH } from './demo-store.ts';

test('the demo merchant’s precomputed hash is DEMO_PASSWORD’s, with the hashing options of every other account', async () => {
  expect(await verifyPassword(DEMO_PASSWORD_HASH, DEMO_PASSWORD)).toBe(true);
  const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
  expect(DEMO_PASSWORD_HASH).toMatch(
    new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryCost},t=${timeCost},p=${parallelism}\\$`),
  );
});
