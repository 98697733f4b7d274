import { describe, expect, it } from 'vitest';
import { readMetaReturn, subscriptionText, withoutMetaReturn } from './pageConnection';

describe('the Facebook login return', () => {
  it('reads a code and state, a refusal, or nothing', () => {
    expect(readMetaReturn('?metaCode=c1&metaState=s1')).toEqual({ kind: 'code', code: 'c1', state: 's1' });
    expect(readMetaReturn('?metaError=denied')).toEqual({ kind: 'denied' });
    expect(readMetaReturn('?metaCode=c1')).toEqual({ kind: 'none' });
    expect(readMetaReturn('')).toEqual({ kind: 'none' });
  });

  it('removes only its own parameters from the URL', () => {
    expect(withoutMetaReturn('?metaCode=c&metaState=s')).toBe('');
    expect(withoutMetaReturn('?tab=1&metaError=denied')).toBe('?tab=1');
  });

  it('says whether the page is sending its messages to Suki', () => {
    expect(subscriptionText({ subscribed: true }).severity).toBe('success');
    expect(subscriptionText({ subscribed: false, subscribeError: 'Token expired' }).text).toContain(
      'Token expired',
    );
    expect(subscriptionText({ subscribed: false }).severity).toBe('info');
  });
});
