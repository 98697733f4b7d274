import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, scaleOutWarnings } from './config.ts';

const SECRET = 'a-secret-of-at-least-32-characters-0123';
const S3 = { S3_BUCKET: 'suki', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
const POSTGRES = 'postgres://postgres@127.0.0.1:5432/suki';

describe('configuration for several processes', () => {
  it('refuses REDIS_URL without an explicit SECRET_KEY, saying why', () => {
    const load = () => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: POSTGRES });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/SECRET_KEY.*every process.*token issued by one process is refused by the others/);
  });

  it('starts one process without SECRET_KEY (the secret generated into DATA_DIR serves it)', () => {
    expect(loadConfig({}).secretKey).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: POSTGRES }).redisUrl).toBeUndefined();
  });

  it('warns loudly when several processes keep uploads in their own DATA_DIR or their own database', () => {
    const bare = loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', SECRET_KEY: SECRET });
    const warnings = scaleOutWarnings(bare);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/S3_BUCKET is not.*404 on the others/);
    expect(warnings[1]).toMatch(/DATABASE_URL is not/);
    const shared = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6379',
      SECRET_KEY: SECRET,
      DATABASE_URL: POSTGRES,
      ...S3,
    });
    expect(scaleOutWarnings(shared)).toEqual([]);
    expect(scaleOutWarnings(loadConfig({}))).toEqual([]);
  });

  it('caps live operations per socket and sockets per user, from the environment', () => {
    expect(loadConfig({})).toMatchObject({ maxSubscriptionsPerSocket: 50, maxSocketsPerUser: 20 });
    expect(loadConfig({ MAX_SUBSCRIPTIONS_PER_SOCKET: '5', MAX_SOCKETS_PER_USER: '2' })).toMatchObject({
      maxSubscriptionsPerSocket: 5,
      maxSocketsPerUser: 2,
    });
    expect(() => loadConfig({ MAX_SOCKETS_PER_USER: 'many' })).toThrow(
      'MAX_SOCKETS_PER_USER must be a whole number, got "many"',
    );
  });
});
