import { useQuery } from '@apollo/client/react';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../app/session/SessionContext';
import type { BundleKey } from '../../../bundles';
import { missingProfileFields } from '../../../shell/account/profileCompletion';
import { useShellUi } from '../../../shell/ShellUiContext';
import { canManageApp } from '../../apps/access';
import {
  type ChecklistFacts,
  type ChecklistItem,
  canStartLaunch,
  checklistItems,
  checklistSummary,
  checklistUrl,
} from '../checklist';
import { SetupChecklistQuery } from '../graphql/setup';

const TITLE_ID = 'setup-checklist-title';

export interface SetupChecklistProps {
  appUuid: string;
  bundleKey: BundleKey;
}

/**
 * "Get your store ready" on the dashboard, for the store's owner and admins: each thing the store
 * still needs, done or with the one button that does it. Gone once everything is done.
 */
export function SetupChecklist({ appUuid, bundleKey }: SetupChecklistProps) {
  const { me } = useSession();
  const ui = useShellUi();
  const { data } = useQuery(SetupChecklistQuery, {
    variables: { appUuid },
    fetchPolicy: 'cache-and-network',
  });
  const app = data?.fetchAppByUuid;
  // A checklist that cannot be read stays out of the way: every item is also in the menu.
  if (!app || !me || !canManageApp(app.myRole)) return null;
  const facts: ChecklistFacts = {
    profileComplete: missingProfileFields(me).length === 0,
    pageConnected: app.activePage !== null,
    hasProducts: data.products.edges.length > 0,
    hasDelivery: data.shippingMethods.edges.some((e) => e.node.enabled),
    hasDefaultPaymentMethod: app.hasDefaultPaymentMethod,
    businessDescribed:
      (app.businessDescription ?? '').trim() !== '' && (app.categoryTree ?? []).some((c) => c.selected),
    launched: app.launchedAt !== null && app.launchedAt !== undefined,
  };
  const items = checklistItems(facts);
  if (items.every((item) => item.done)) return null;
  const doneCount = items.filter((item) => item.done).length;

  const action = (item: ChecklistItem) => {
    if (item.key !== 'launch') {
      return (
        <Button
          variant="outlined"
          size="small"
          component={RouterLink}
          to={checklistUrl(item.key, bundleKey, appUuid)}
        >
          {item.action}
        </Button>
      );
    }
    const ready = canStartLaunch(facts);
    const button = (
      <Button variant="contained" size="small" disabled={!ready} onClick={() => ui.setLaunchOpen(true)}>
        {item.action}
      </Button>
    );
    return ready ? (
      button
    ) : (
      <Tooltip title="Connect your Facebook page first" describeChild>
        <span>{button}</span>
      </Tooltip>
    );
  };

  return (
    <Card component="section" aria-labelledby={TITLE_ID}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="h2" id={TITLE_ID}>
            Get your store ready
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {checklistSummary(items)}
          </Typography>
        </Stack>
        {/* The words beside the title say the same to everyone. */}
        <Box aria-hidden sx={{ mt: 1.5, height: 6, borderRadius: 1, bgcolor: 'grey.300' }}>
          <Box
            sx={{
              width: `${(doneCount / items.length) * 100}%`,
              height: '100%',
              borderRadius: 1,
              bgcolor: 'primary.main',
            }}
          />
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
          {items.map((item) => (
            <Box
              component="li"
              key={item.key}
              sx={{
                display: 'flex',
                flexWrap: { xs: 'wrap', sm: 'nowrap' },
                alignItems: 'center',
                gap: 1.5,
                py: 1.25,
                borderTop: 1,
                borderColor: 'divider',
                '&:first-of-type': { borderTop: 0 },
              }}
            >
              {item.done ? (
                <CheckCircle color="success" titleAccess="Done" />
              ) : (
                <RadioButtonUnchecked color="action" titleAccess="To do" />
              )}
              <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{item.label}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {item.done ? 'Done' : item.hint}
                </Typography>
              </Box>
              {item.done ? null : <Box sx={{ ml: { xs: 4.5, sm: 0 } }}>{action(item)}</Box>}
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
