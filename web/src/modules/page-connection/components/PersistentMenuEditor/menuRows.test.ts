import { describe, expect, it } from 'vitest';
import { emptyRow, rowError, toInput } from './menuRows';

describe('persistent menu rows', () => {
  it('sends a message button without a link and trims what was typed', () => {
    expect(
      toInput([
        { key: 'a', title: ' Shop ', category: 'web_url', url: ' https://suki.ph ', webHeight: 'tall' },
        { key: 'b', title: 'Talk to us', category: 'postback', url: 'https://ignored', webHeight: 'full' },
      ]),
    ).toEqual([
      { title: 'Shop', category: 'web_url', url: 'https://suki.ph', webHeight: 'tall' },
      { title: 'Talk to us', category: 'postback', url: null, webHeight: 'full' },
    ]);
  });

  it("reads the server's error for a row's field", () => {
    expect(rowError({ 'items.1.url': 'URL is required' }, 1, 'url')).toBe('URL is required');
    expect(rowError({ 'items.1.url': 'URL is required' }, 0, 'url')).toBeUndefined();
    expect(emptyRow().key).not.toBe(emptyRow().key);
  });
});
