import { useMutation, useQuery } from '@apollo/client/react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { findAppRoute } from '../../../bundles';
import type { ReferralLinkFieldsFragment } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { ActionRow, ActionRowList } from '../../../lib/lists/ActionRows';
import { useAlert } from '../../../shell/alert/AlertContext';
import { ConfirmDialog } from '../../apps/components/ConfirmDialog/ConfirmDialog';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { CopyButton } from '../components/CopyButton';
import { LinkDialog } from '../components/LinkDialog';
import { ReferralLinkDeleteMutation, ReferralLinksQuery } from '../graphql/referrals';
import { opensWhat } from '../promoLabel';
import { REFERRAL_SECTIONS, referralSection } from '../referralRoutes';

type Link = ReferralLinkFieldsFragment;

/** Referral (links to the store) or Smart Retail Links (links to products): each with what it brought. */
export default function ReferralLinksView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const section = referralSection(info?.name);
  const appUuid = route?.appUUID ?? '';
  const alert = useAlert();
  const [editing, setEditing] = useState<Link | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Link | null>(null);
  const { data, loading, error, refetch } = useQuery(ReferralLinksQuery, {
    variables: { appUuid, target: section.target },
    skip: appUuid === '',
    fetchPolicy: 'cache-and-network',
  });
  const [remove, removing] = useMutation(ReferralLinkDeleteMutation);
  if (!route) return null;
  const links = data?.referralLinks ?? [];
  // Referral and Smart Retail Links side by side where the bundle has both.
  const siblings = REFERRAL_SECTIONS.filter((s) => findAppRoute(route.key, s.list) !== undefined).map(
    (s) => ({ section: s, url: route.url(s.list) }),
  );

  let body: React.ReactNode;
  if (error && !data) body = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (loading && !data) body = <Typography role="status">Loading links…</Typography>;
  else if (links.length === 0)
    body = (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start', p: { xs: 2, sm: 3 } }}>
        <Typography>No {section.singular}s yet.</Typography>
        <Typography color="text.secondary">{section.intro}</Typography>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
          Create your first {section.singular}
        </Button>
      </Stack>
    );
  else
    body = (
      <ActionRowList label="Links">
        {links.map((l) => (
          <ActionRow
            key={l.uuid}
            label={l.name}
            details={
              <>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{l.name}</Typography>
                <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                  {l.shortUrl} · ref={l.code}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  Opens {opensWhat(l)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Last 30 days: {l.figures.visits.toLocaleString('en-PH')} visits ·{' '}
                  {l.figures.ordersPlaced.toLocaleString('en-PH')} orders
                </Typography>
              </>
            }
            actions={
              <>
                <CopyButton value={l.shortUrl} label={`Copy the short link of ${l.name}`} />
                <Button
                  size="small"
                  component={RouterLink}
                  to={route.url(section.details, { referralLinkUuid: l.uuid })}
                  aria-label={`Details of ${l.name}`}
                >
                  Details
                </Button>
                <Button size="small" onClick={() => setEditing(l)} aria-label={`Edit ${l.name}`}>
                  Edit
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => setDeleting(l)}
                  aria-label={`Delete ${l.name}`}
                >
                  Delete
                </Button>
              </>
            }
          />
        ))}
      </ActionRowList>
    );

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h1">{info?.title}</Typography>
        {links.length > 0 && (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
            New link
          </Button>
        )}
      </Stack>
      {siblings.length > 1 && (
        <Tabs value={section.list} aria-label="Kind of link">
          {siblings.map(({ section: s, url }) => (
            <Tab
              key={s.list}
              value={s.list}
              label={s.target === 'STORE' ? 'Links to the store' : 'Links to products'}
              component={RouterLink}
              to={url}
            />
          ))}
        </Tabs>
      )}
      <Paper variant="outlined">{body}</Paper>
      {editing && (
        <LinkDialog
          appUuid={appUuid}
          section={section}
          link={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            alert.success(editing === 'new' ? 'Link Successfully created!' : 'Link Successfully updated!');
            setEditing(null);
            void refetch();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? ''}?`}
        message="The link stops counting; where it is shared, it still opens your store."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={removing.loading}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove({ variables: { appUuid, uuid: deleting.uuid } });
            setDeleting(null);
            void refetch();
          } catch (err) {
            alert.error(errorMessage(err));
          }
        }}
      />
    </Stack>
  );
}
