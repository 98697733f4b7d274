// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberedLink, rememberLink } from './messengerLink';

describe('Messenger link', () => {
  beforeEach(() => sessionStorage.clear());

  it("remembers the carousel link's conversation per store and keeps it across pages without one", () => {
    rememberLink(sessionStorage, 'app-1', '?recipient=r-1');
    rememberLink(sessionStorage, 'app-1', '');
    expect(rememberedLink(sessionStorage, 'app-1')).toEqual({ pageRecipientUuid: 'r-1' });
    expect(rememberedLink(sessionStorage, 'app-2')).toEqual({ pageRecipientUuid: null });
  });

  it('takes no page-scoped id: it is not secret, so it links nothing', () => {
    rememberLink(sessionStorage, 'app-1', '?psid=2468');
    expect(rememberedLink(sessionStorage, 'app-1')).toEqual({ pageRecipientUuid: null });
  });
});
