import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import {
  appStatusLabel,
  DISCONNECTED,
  formatDate,
  startCase,
  UNDER_MAINTENANCE,
} from '../../../../lib/format';
import type { AppSummary } from '../../appList';

function statusColor(label: string): ChipProps['color'] {
  if (label === 'Active') return 'success';
  if (label === UNDER_MAINTENANCE) return 'warning';
  if (label === DISCONNECTED || label === 'Deactivated') return 'error';
  if (label === 'Closed') return 'secondary';
  return 'default';
}

export interface AppCardProps {
  app: AppSummary;
  bundleLabel: string;
  /** The store's dashboard. */
  href: string;
}

/** One store on the apps dashboard: name, bundle, status, plan, launch date. */
export function AppCard({ app, bundleLabel, href }: AppCardProps) {
  const status = appStatusLabel(app);
  return (
    <Card
      component="article"
      aria-label={app.name}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardActionArea component={RouterLink} to={href} sx={{ flexGrow: 1, alignItems: 'stretch' }}>
        <CardContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 2 }}>
            <Avatar variant="rounded" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              <StorefrontOutlined />
            </Avatar>
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography variant="h4" component="h2" noWrap title={app.name}>
                {app.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {bundleLabel}
              </Typography>
            </Box>
            <Chip size="small" label={status} color={statusColor(status)} sx={{ flexShrink: 0 }} />
          </Stack>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              Plan
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {startCase(app.plan)}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              Launched
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {app.launchedAt ? formatDate(app.launchedAt) : 'Not launched yet'}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={href}
          variant="outlined"
          size="small"
          aria-label={`Open ${app.name}`}
        >
          Open
        </Button>
      </CardActions>
    </Card>
  );
}
