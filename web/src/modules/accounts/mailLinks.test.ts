import { describe, expect, it } from 'vitest';
import { mailParts } from './mailLinks';

const ORIGIN = 'http://localhost:8080';

describe('mailParts', () => {
  it('turns links to this console into in-app paths and keeps sentence punctuation as text', () => {
    expect(mailParts(`Confirm here: ${ORIGIN}/email-confirmation/abc?x=1. Thanks`, ORIGIN)).toEqual([
      { kind: 'text', text: 'Confirm here: ' },
      { kind: 'internal', to: '/email-confirmation/abc?x=1', text: `${ORIGIN}/email-confirmation/abc?x=1` },
      { kind: 'text', text: '. Thanks' },
    ]);
  });

  it('keeps links elsewhere as external links', () => {
    expect(mailParts('Help: https://suki.ph/help, or reply.', ORIGIN)).toEqual([
      { kind: 'text', text: 'Help: ' },
      { kind: 'external', href: 'https://suki.ph/help', text: 'https://suki.ph/help' },
      { kind: 'text', text: ', or reply.' },
    ]);
  });

  it('treats another port as another origin and leaves plain text alone', () => {
    expect(mailParts('http://localhost:5173/x', ORIGIN)[0]?.kind).toBe('external');
    expect(mailParts('No links\nhere.', ORIGIN)).toEqual([{ kind: 'text', text: 'No links\nhere.' }]);
  });
});
