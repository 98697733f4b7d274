import { describe, expect, it } from 'vitest';
import { courierFor } from '../../adapters.ts';
import { ConfigError, loadConfig } from '../../config.ts';

/* Which courier a deployment gets: Grab Express, Lalamove, or the local fake (README "Configuration"). */
describe('courier configuration', () => {
  const secret = new Uint8Array(32);
  const self = () => 'http://127.0.0.1:1';

  it('uses the local fake, moving every 20 seconds, when no courier is configured', () => {
    expect(loadConfig({}).courier).toEqual({ kind: 'fake', stepMs: 20_000 });
    expect(loadConfig({ FAKE_COURIER_STEP_MS: '0' }).courier).toEqual({ kind: 'fake', stepMs: 0 });
    expect(courierFor(loadConfig({}), secret, self).kind).toBe('fake');
  });

  it('uses Grab Express with its client id, secret and webhook token', () => {
    const config = loadConfig({
      GRAB_EXPRESS_CLIENT_ID: 'id',
      GRAB_EXPRESS_CLIENT_SECRET: 'secret',
      GRAB_EXPRESS_WEBHOOK_TOKEN: 'token',
      LALAMOVE_API_KEY: 'ignored',
    });
    expect(config.courier).toEqual({
      kind: 'grab_express',
      clientId: 'id',
      clientSecret: 'secret',
      webhookToken: 'token',
      apiUrl: 'https://partner-api.grab.com/grab-express',
      tokenUrl: 'https://partner-api.grab.com/grabid/v1/oauth2/token',
    });
    expect(courierFor(config, secret, self).kind).toBe('grab_express');
    expect(() => loadConfig({ GRAB_EXPRESS_CLIENT_ID: 'id', GRAB_EXPRESS_CLIENT_SECRET: 'secret' })).toThrow(
      ConfigError,
    );
  });

  it('uses Lalamove with its key and secret', () => {
    const config = loadConfig({ LALAMOVE_API_KEY: 'pk', LALAMOVE_API_SECRET: 'sk' });
    expect(config.courier).toEqual({
      kind: 'lalamove',
      apiKey: 'pk',
      apiSecret: 'sk',
      apiUrl: 'https://rest.lalamove.com',
    });
    expect(courierFor(config, secret, self).kind).toBe('lalamove');
    expect(() => loadConfig({ LALAMOVE_API_KEY: 'pk' })).toThrow(
      'LALAMOVE_API_KEY needs LALAMOVE_API_SECRET',
    );
    expect(() =>
      loadConfig({ LALAMOVE_API_KEY: 'pk', LALAMOVE_API_SECRET: 'sk', LALAMOVE_API_URL: 'ftp://x' }),
    ).toThrow(ConfigError);
  });
});
