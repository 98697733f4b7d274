import { describe, expect, it } from 'vitest';
import { customerOf, desktopNoticeContent, initialsOf } from './rules';

describe('initialsOf', () => {
  it.each([
    ['Juan dela Cruz', 'JC'],
    ['maria', 'M'],
    ['  Ana   Marie  Bautista ', 'AB'],
    ['', '?'],
    [null, '?'],
  ])('%j → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('customerOf', () => {
  const pageRecipient = { name: 'Juan dela Cruz', profilePic: 'https://x/p.jpg' };
  it('shows the page recipient of an ordinary notification', () => {
    expect(customerOf({ limitNotice: false, pageRecipient })).toBe(pageRecipient);
  });
  it('never shows anyone on a limit notice', () => {
    expect(customerOf({ limitNotice: true, pageRecipient })).toBeNull();
  });
  it('shows no one when there is no name', () => {
    expect(customerOf({ limitNotice: false, pageRecipient: null })).toBeNull();
    expect(customerOf({ limitNotice: false, pageRecipient: { name: ' ', profilePic: null } })).toBeNull();
  });
});

describe('desktopNoticeContent', () => {
  it('titles the notice with the store and names the customer when the message does not', () => {
    expect(
      desktopNoticeContent({
        uuid: 'n',
        appName: 'Nena Store',
        message: 'placed an order',
        pageRecipientName: 'Juan',
      }),
    ).toEqual({ title: 'Nena Store', body: 'Juan: placed an order' });
    expect(
      desktopNoticeContent({
        uuid: 'n',
        appName: 'Nena Store',
        message: 'Juan placed an order',
        pageRecipientName: 'Juan',
      }),
    ).toEqual({ title: 'Nena Store', body: 'Juan placed an order' });
    expect(desktopNoticeContent({ uuid: 'n', appName: '', message: 'Hi', pageRecipientName: null })).toEqual({
      title: 'Suki',
      body: 'Hi',
    });
  });
});
