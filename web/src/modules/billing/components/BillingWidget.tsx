import { useQuery } from '@apollo/client/react';
import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { BillingWidgetQuery as BillingWidgetData } from '../../../generated/graphql';
import { visuallyHidden } from '../../../lib/a11y/visuallyHidden';
import { BILLING_WIDGET_ANIMATION_MS } from '../../../lib/constants';
import {
  BILLING_WIDGET_BODY_HEIGHT,
  type BillingWidgetTone,
  billingWidgetState,
  totalBalanceText,
} from '../billingWidget';
import { BillingWidgetQuery } from '../graphql/billingWidget';
import { useCountUp } from '../hooks/useCountUp';

export interface BillingWidgetProps {
  appUuid: string;
  /** The Billing Manager of this app. */
  href: string;
  /** Called when the widget is followed (a temporary navigation drawer closes). */
  onNavigate?: () => void;
}

/** The same height loading and loaded (both states side by side), so the menu below never jumps. */
const BODY_MIN_HEIGHT = BILLING_WIDGET_BODY_HEIGHT;

const ACCENT: Record<BillingWidgetTone, string> = {
  success: 'success.main',
  warning: 'warning.main',
  error: 'error.main',
  default: 'divider',
};

function State({ caption, label, tone }: { caption: string; label: string; tone: BillingWidgetTone }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Typography component="span" variant="caption" sx={{ color: 'text.secondary', lineHeight: 1.3 }}>
        {caption}
      </Typography>
      <Chip
        component="span"
        size="small"
        label={label}
        color={tone}
        variant={tone === 'default' ? 'outlined' : 'filled'}
        sx={{ fontWeight: 600 }}
      />
    </Stack>
  );
}

/** Fetch failures are logged only (document 3 §8); the widget keeps what it showed last. */
function useBillingStatus(appUuid: string) {
  const { pathname } = useLocation();
  const { data, error, refetch } = useQuery(BillingWidgetQuery, { variables: { appUuid } });
  const last = useRef<BillingWidgetData | undefined>(undefined);
  if (data) last.current = data;
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  // Read again on each new page, and when a bill changes in the cache (Pay now's answer, a bill
  // page's polling, Billing Manager's list): the flags and total are the server's to decide.
  const visited = useRef(pathname);
  useEffect(() => {
    if (visited.current === pathname) return;
    visited.current = pathname;
    void refetch().catch(() => undefined);
  }, [pathname, refetch]);
  const latest = data?.appLatestBilling;
  const bill = data ? `${latest?.uuid}:${latest?.status}:${latest?.accumulatedAmount}` : null;
  const seen = useRef(bill);
  useEffect(() => {
    if (bill === null) return;
    if (seen.current !== null && seen.current !== bill) void refetch().catch(() => undefined);
    seen.current = bill;
  }, [bill, refetch]);

  return { data: last.current, failed: Boolean(error) && !last.current };
}

/**
 * The billing summary widget (document 3 §2 screen 1), at the top of the side menu: the current
 * billing (always For Billing), the previous one's status in its colour once the store has bills,
 * and the total balance counting up over 2000 ms. It opens the Billing Manager.
 */
export function BillingWidget({ appUuid, href, onNavigate }: BillingWidgetProps) {
  const { data, failed } = useBillingStatus(appUuid);
  const status = data?.fetchAppByUuid.billingPaymentStatus;
  const total = status?.totalBalance ?? 0;
  const counted = useCountUp(total, BILLING_WIDGET_ANIMATION_MS);
  if (failed) return null;
  const state = status ? billingWidgetState(status) : null;
  const tone = state?.previous?.tone ?? 'default';

  return (
    <Card
      component="section"
      aria-label="Billing status"
      sx={{ mx: 1.5, mb: 1.5, borderLeft: 4, borderLeftColor: ACCENT[tone] }}
    >
      {state ? (
        <CardActionArea component={RouterLink} to={href} onClick={onNavigate} sx={{ p: 1.5 }}>
          <Stack spacing={1} sx={{ minHeight: BODY_MIN_HEIGHT }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography component="span" variant="subtitle2" sx={{ fontWeight: 700 }}>
                Billing
              </Typography>
              <ChevronRightOutlined fontSize="small" sx={{ color: 'text.secondary' }} />
            </Stack>
            <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <State caption="Current billing" label={state.current} tone="default" />
              {state.previous ? (
                <State caption="Previous billing" label={state.previous.label} tone={state.previous.tone} />
              ) : null}
            </Stack>
            <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
              <span aria-hidden="true">{totalBalanceText(counted)}</span>
              <Box component="span" sx={visuallyHidden}>
                {totalBalanceText(total)}
              </Box>
            </Typography>
          </Stack>
        </CardActionArea>
      ) : (
        <Stack spacing={1} sx={{ p: 1.5, minHeight: BODY_MIN_HEIGHT }} aria-busy="true">
          <Skeleton variant="text" width="30%" />
          <Skeleton variant="rounded" height={42} width="70%" />
          <Skeleton variant="text" width="80%" />
        </Stack>
      )}
    </Card>
  );
}

export default BillingWidget;
