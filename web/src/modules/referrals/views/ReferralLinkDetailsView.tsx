import { useQuery } from '@apollo/client/react';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { CopyField } from '../../../lib/forms/CopyField';
import { formatPeso } from '../../../lib/money';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { QrCode } from '../../invite/components/QrCode';
import { downloadSvg, qrSvg } from '../../invite/qr';
import { ReferralLinkQuery } from '../graphql/referrals';
import { opensWhat } from '../promoLabel';

function Figure({ label, value, peso = false }: { label: string; value: number; peso?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p">
        {peso ? formatPeso(value) : value.toLocaleString('en-PH')}
      </Typography>
    </Paper>
  );
}

/** A referral link: what it brought in the last 30 days, its addresses to share, and its QR code. */
export default function ReferralLinkDetailsView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const appUuid = route?.appUUID ?? '';
  const { referralLinkUuid = '' } = useParams();
  const { data, error, refetch } = useQuery(ReferralLinkQuery, {
    variables: { appUuid, uuid: referralLinkUuid },
    skip: appUuid === '' || referralLinkUuid === '',
    fetchPolicy: 'cache-and-network',
  });
  const link = data?.referralLink;

  let body: React.ReactNode;
  if (error && !link) body = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (!link)
    body = <Skeleton variant="rounded" height={320} aria-busy="true" aria-label="Loading the link" />;
  else
    body = (
      <Stack spacing={3}>
        <div>
          <Typography variant="h2" component="h2">
            {link.name}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              ref={link.code}
            </Box>
            {` · opens ${opensWhat(link)}`}
          </Typography>
        </div>
        {link.promo?.ended && (
          <Alert severity="warning">
            {`The promo ${link.promo.title ?? 'of this link'} has ended: the link still opens your store, without it. Edit the link to choose another promo.`}
          </Alert>
        )}
        {link.promo && !link.promo.ended && link.promo.scheduled && (
          <Alert severity="info">
            {`The promo ${link.promo.title ?? ''} has not started yet: until it does, the link opens your store without it.`}
          </Alert>
        )}
        <section aria-labelledby="link-figures-title">
          <Typography id="link-figures-title" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {`From ${link.figures.from} to ${link.figures.to}`}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Figure label="Visits" value={link.figures.visits} />
            <Figure label="Messenger conversations" value={link.figures.conversations} />
            <Figure label="Orders placed" value={link.figures.ordersPlaced} />
            <Figure label="Revenue" value={link.figures.revenue} peso />
          </Stack>
        </section>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <Stack spacing={1} sx={{ alignItems: 'center' }}>
              <QrCode text={link.shortUrl} label="QR code of the short link" />
              <Button
                startIcon={<DownloadOutlined />}
                onClick={() => downloadSvg(`${link.code}-qr.svg`, qrSvg(link.shortUrl))}
              >
                Download QR code
              </Button>
            </Stack>
            <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
              <CopyField label="Short link" value={link.shortUrl} />
              <CopyField label="Full store link" value={link.storeUrl} />
              {link.messengerUrl ? (
                <CopyField label="Messenger link" value={link.messengerUrl} />
              ) : (
                <Typography color="text.secondary">
                  Connect your Facebook page for a Messenger link with the same ref.
                </Typography>
              )}
            </Stack>
          </Stack>
        </Paper>
      </Stack>
    );

  return (
    <Stack spacing={2} sx={{ maxWidth: 1000 }}>
      <Typography variant="h1">{info?.title ?? 'Referral Link'}</Typography>
      {body}
    </Stack>
  );
}
