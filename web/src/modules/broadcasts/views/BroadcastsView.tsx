import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { findAppRoute } from '../../../bundles';
import type { BroadcastFieldsFragment } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { FormAlert } from '../../../lib/forms/FormAlert';
import { useAlert } from '../../../shell/alert/AlertContext';
import { ConfirmDialog } from '../../apps/components/ConfirmDialog/ConfirmDialog';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { broadcastStartOf } from '../broadcastStart';
import { BroadcastComposer } from '../components/BroadcastComposer';
import { BroadcastList } from '../components/BroadcastList';
import { BroadcastResults } from '../components/BroadcastResults';
import { MarketingOptIns } from '../components/MarketingOptIns';
import { BroadcastDeleteMutation, BroadcastQuery, BroadcastsQuery } from '../graphql/broadcasts';
import { useBroadcastPoll } from '../hooks/useBroadcastPoll';

const NEW = 'new';
export const BROADCAST_SUBTITLE =
  'Send a message to your customers on Messenger. A business may answer a customer within 24 hours of their last message, and messages in those 24 hours may be promotional: a broadcast reaches the customers who messaged your page in the last 24 hours.';

/**
 * Broadcast (issue 21): the store's broadcasts; ?broadcast=new or a draft's uuid opens the composer,
 * a sent one's uuid its results, so Back works.
 */
export default function BroadcastsView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const appUuid = route?.appUUID ?? '';
  const connectHref =
    route && findAppRoute(route.key, 'facebook-page-subscription')
      ? route.url('facebook-page-subscription')
      : null;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const open = params.get('broadcast');
  const [deleting, setDeleting] = useState<BroadcastFieldsFragment | null>(null);
  /** A broadcast created in the open composer: it stays the same composer under its new address. */
  const createdHere = useRef<string | null>(null);
  const alert = useAlert();
  const client = useApolloClient();
  /** The composer's answer is the broadcast the next screen reads: no loading in between. */
  const keep = (b: BroadcastFieldsFragment) =>
    client.writeQuery({
      query: BroadcastQuery,
      variables: { appUuid, uuid: b.uuid },
      data: { broadcast: b },
    });
  const show = (broadcast: string | null, replace = false) =>
    setParams(broadcast ? { broadcast } : {}, { replace });

  const list = useQuery(BroadcastsQuery, {
    variables: { appUuid },
    skip: appUuid === '' || open !== null,
    fetchPolicy: 'cache-and-network',
  });
  const one = useQuery(BroadcastQuery, {
    variables: { appUuid, uuid: open ?? '' },
    skip: appUuid === '' || open === null || open === NEW,
    fetchPolicy: 'cache-and-network',
  });
  /** The send's answer: until the broadcast is read again, an earlier read may still say Draft. */
  const [justSent, setJustSent] = useState<BroadcastFieldsFragment | null>(null);
  const read = open && open !== NEW ? (one.data?.broadcast ?? null) : null;
  const opened = justSent && justSent.uuid === open && (!read || read.status === 'DRAFT') ? justSent : read;
  const interval = useBroadcastPoll(opened);
  const { startPolling, stopPolling } = one;
  useEffect(() => {
    if (interval > 0) startPolling(interval);
    else stopPolling();
    return stopPolling;
  }, [interval, startPolling, stopPolling]);
  const [remove, removing] = useMutation(BroadcastDeleteMutation, {
    refetchQueries: [{ query: BroadcastsQuery, variables: { appUuid } }],
  });

  const composer = (broadcast: BroadcastFieldsFragment | null) => (
    <BroadcastComposer
      key={open === NEW || open === createdHere.current ? NEW : open}
      appUuid={appUuid}
      broadcast={broadcast}
      connectHref={connectHref}
      start={broadcast === null ? broadcastStartOf(location.state) : null}
      onCreated={(b) => {
        createdHere.current = b.uuid;
        keep(b);
        show(b.uuid, true);
      }}
      onSent={(b) => {
        createdHere.current = null;
        setJustSent(b);
        keep(b);
        show(b.uuid, true);
        alert.success(`${b.name} is being sent`);
      }}
      onCancel={() => show(null)}
    />
  );

  let body: React.ReactNode;
  if (open === NEW || (open !== null && open === createdHere.current && opened?.status !== 'SENDING'))
    body = composer(null);
  else if (open !== null) {
    if (one.error && !opened)
      body = /not found/i.test(errorMessage(one.error)) ? (
        <FormAlert message="This broadcast was deleted or never existed." />
      ) : (
        <RetryAlert message={errorMessage(one.error)} onRetry={() => void one.refetch()} />
      );
    else if (!opened) body = <Typography role="status">Loading the broadcast…</Typography>;
    else if (opened.status === 'DRAFT') body = composer(opened);
    else body = <BroadcastResults appUuid={appUuid} broadcast={opened} pollInterval={interval} />;
  } else {
    const broadcasts = list.data?.broadcasts ?? [];
    if (list.error && !list.data)
      body = <RetryAlert message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
    else if (!list.data) body = <Typography role="status">Loading broadcasts…</Typography>;
    else if (broadcasts.length === 0)
      body = (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography>No broadcasts yet.</Typography>
          <Typography color="text.secondary">
            A broadcast is one message, with a picture and buttons to your store or a product if you like,
            sent on Messenger to many customers at once: everyone who talks to your page, or a customer
            segment. Messenger lets you message a customer within 24 hours of their last message to your page,
            so it goes to those who wrote in the last 24 hours; the others are counted, not messaged.
          </Typography>
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => show(NEW)}>
            Create your first broadcast
          </Button>
        </Stack>
      );
    else body = <BroadcastList broadcasts={broadcasts} onOpen={(b) => show(b.uuid)} onDelete={setDeleting} />;
  }

  const hasList = (list.data?.broadcasts.length ?? 0) > 0;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h1">{info?.title ?? 'Broadcast'}</Typography>
        {open ? (
          <Button onClick={() => show(null)} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
            All broadcasts
          </Button>
        ) : (
          hasList && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => show(NEW)}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
            >
              New broadcast
            </Button>
          )
        )}
      </Stack>
      <Typography color="text.secondary">{BROADCAST_SUBTITLE}</Typography>
      {body}
      {open === null && appUuid !== '' && <MarketingOptIns appUuid={appUuid} />}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? ''}?`}
        message="The draft goes; nothing was sent."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={removing.loading}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove({ variables: { appUuid, uuid: deleting.uuid } });
            setDeleting(null);
          } catch (err) {
            setDeleting(null);
            alert.error(errorMessage(err));
          }
        }}
      />
    </Stack>
  );
}
