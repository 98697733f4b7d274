import { describe, expect, it } from 'vitest';
import { fakeMetaFor, metaFor } from '../../adapters.ts';
import { ConfigError, loadConfig } from '../../config.ts';

const SECRET = new Uint8Array(32).fill(7);

describe('which Meta the server uses', () => {
  it('plays Meta itself when no Meta app is configured, with a secret of its own', () => {
    const config = loadConfig({});
    const fake = fakeMetaFor(config, SECRET, () => 'http://localhost:8080');
    expect(fake?.appSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(metaFor(config, fake)?.dialogUrl({ redirectUri: 'http://localhost:8080/cb', state: 's' })).toMatch(
      /^http:\/\/localhost:8080\/fake-meta\/www\/v25\.0\/dialog\/oauth\?client_id=/,
    );
  });

  it('uses real Meta once META_APP_ID is set, and needs the secret and login configuration with it', () => {
    const config = loadConfig({ META_APP_ID: '77', META_APP_SECRET: 's', META_LOGIN_CONFIG_ID: '88' });
    expect(fakeMetaFor(config, SECRET, () => '')).toBeNull();
    expect(metaFor(config, null)?.dialogUrl({ redirectUri: 'https://suki.ph/cb', state: 's' })).toMatch(
      /^https:\/\/www\.facebook\.com\/v25\.0\/dialog\/oauth\?client_id=77&.*config_id=88/,
    );
    expect(() => loadConfig({ META_APP_ID: '77' })).toThrow(ConfigError);
  });

  it('has no login when only META_APP_SECRET is set (pages connect by id and token)', () => {
    const config = loadConfig({ META_APP_SECRET: 's' });
    expect(fakeMetaFor(config, SECRET, () => '')).toBeNull();
    expect(metaFor(config, null)).toBeNull();
  });
});
