import { useApolloClient } from '@apollo/client/react';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import type { InboxFilter } from '../../../generated/graphql';
import { visuallyHidden } from '../../../lib/a11y/visuallyHidden';
import { NAV_HEIGHT, NAV_HEIGHT_XS } from '../../../lib/constants';
import { useCurrentApp } from '../../../shell/CurrentApp';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { ensureInboxPolicies, type ListKey } from '../cache';
import { PageRecipientsQuery } from '../graphql/inbox';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useLiveInbox } from '../hooks/useLiveInbox';
import { parseFilter, type RecipientNode } from '../recipients';
import { ConversationPanel } from './ConversationPanel';
import { RecipientsPanel } from './RecipientsPanel';

/** The recipient list's width beside the conversation (tablet and up). */
const LIST_WIDTH = 360;
const SEARCH_DELAY_MS = 300;

/** Set when a phone opened the conversation from the list, so Back returns through history. */
interface FromList {
  inboxFromList: true;
}

function cameFromList(state: unknown): state is FromList {
  return typeof state === 'object' && state !== null && 'inboxFromList' in state;
}

function NoConversation() {
  return (
    <Stack
      spacing={1.5}
      sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: 4 }}
    >
      <ForumOutlined sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h4" component="p">
        Pick a conversation
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
        Choose a customer on the left to read their messages, approve suggested replies and answer them.
      </Typography>
    </Stack>
  );
}

/**
 * inbox-manager (apps/{key}/{appUUID}/inbox): customers on the left, the open conversation on the
 * right; a phone shows one at a time. The filter and the open conversation live in the URL
 * (?filter=, ?recipient=) so a reload keeps them. New messages arrive live while it is open.
 */
export default function InboxManagerView() {
  const client = useApolloClient();
  ensureInboxPolicies(client.cache);
  const route = useAppRoute();
  const screen = useScreenInfo();
  const appUuid = route?.appUUID ?? '';
  const appGlobalId = useCurrentApp()?.app?.baseGlobalId ?? null;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);

  const filter = parseFilter(params.get('filter'));
  const selected = params.get('recipient') || null;
  const list = useMemo<ListKey>(
    () => ({ appUuid, filter, search: settledSearch }),
    [appUuid, filter, settledSearch],
  );

  const refetchList = useCallback(() => {
    void client.refetchQueries({ include: [PageRecipientsQuery] });
  }, [client]);
  useLiveInbox(appGlobalId, list, refetchList);

  const setParam = (name: string, value: string | null, options: { push?: boolean } = {}) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next, options.push ? { state: { inboxFromList: true } satisfies FromList } : { replace: true });
  };

  const select = (recipient: RecipientNode) => {
    if (recipient.uuid === selected) return;
    // A phone moves to the conversation: its Back (and the browser's) returns to the list.
    setParam('recipient', recipient.uuid, { push: phone });
  };

  const back = () => {
    if (cameFromList(location.state)) navigate(-1);
    else setParam('recipient', null);
  };

  const showList = !phone || selected === null;
  const showConversation = !phone || selected !== null;

  return (
    <>
      {/* The page's heading, for screen readers and the route change's focus; the layout shows none. */}
      <Typography component="h1" sx={visuallyHidden}>
        {screen?.title ?? 'Inbox Manager'}
      </Typography>
      <Card
        sx={{
          display: 'flex',
          overflow: 'hidden',
          height: {
            xs: `calc(100dvh - ${NAV_HEIGHT_XS}px - 112px)`,
            sm: `calc(100dvh - ${NAV_HEIGHT}px - 120px)`,
          },
          minHeight: 440,
          mx: { xs: -1, sm: 0 },
        }}
      >
        {/* Hidden, not unmounted, on a phone: going back finds the list where it was. */}
        <Box
          component="section"
          aria-label="Customers"
          hidden={!showList}
          sx={{
            display: showList ? 'block' : 'none',
            width: phone ? '100%' : { sm: 300, md: LIST_WIDTH },
            flexShrink: 0,
            borderRight: phone ? 0 : 1,
            borderColor: 'divider',
            minHeight: 0,
          }}
        >
          <RecipientsPanel
            list={list}
            search={search}
            onSearchChange={setSearch}
            onFilterChange={(next: InboxFilter) => setParam('filter', next)}
            selectedUuid={selected}
            onSelect={select}
          />
        </Box>
        {showConversation ? (
          <Box
            component="section"
            aria-label="Conversation"
            sx={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}
          >
            {selected ? (
              <ConversationPanel
                key={selected}
                appUuid={appUuid}
                recipientUuid={selected}
                filter={filter}
                onBack={phone ? back : undefined}
              />
            ) : (
              <NoConversation />
            )}
          </Box>
        ) : null}
      </Card>
    </>
  );
}
