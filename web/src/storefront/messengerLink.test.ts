import { beforeEach, describe, expect, it } from 'vitest';
import { rememberedLink, rememberLink } from './messengerLink';

describe('Messenger link', () => {
  beforeEach(() => sessionStorage.clear());

  it("remembers the landing URL's page-scoped id per store and keeps it across pages without one", () => {
    rememberLink(sessionStorage, 'app-1', '?psid=2468');
    rememberLink(sessionStorage, 'app-1', '');
    expect(rememberedLink(sessionStorage, 'app-1')).toEqual({ psid: '2468', pageRecipientUuid: null });
    expect(rememberedLink(sessionStorage, 'app-2')).toEqual({ psid: null, pageRecipientUuid: null });
  });

  it('takes a page recipient uuid too', () => {
    rememberLink(sessionStorage, 'app-1', '?recipient=r-1');
    expect(rememberedLink(sessionStorage, 'app-1')).toEqual({ psid: null, pageRecipientUuid: 'r-1' });
  });
});
