import ForumOutlined from '@mui/icons-material/ForumOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { softDisabled } from '../lib/a11y/softDisabled';
import { NAV_HEIGHT, NAV_HEIGHT_XS } from '../lib/constants';
import { badgeLabel } from '../lib/format';
import { BrandLogo } from './whitelabel/BrandLogo';
import { DEFAULT_BRAND_NAME, useWhiteLabel } from './whitelabel/WhiteLabelContext';

/** The top bar's in-app actions: Launch (or the store), inbox and notifications. */
export interface TopBarAppActions {
  /** The storefront (a new tab): its team previews it before launch. */
  storeHref: string;
  launched: boolean;
  /** Opens the launch dialog: present while the store has an active page and has not launched. */
  onLaunch?: () => void;
  /** Omitted when the app's bundle has no inbox. */
  onInbox?: () => void;
  inboxUnread: number;
  inboxBusy: boolean;
  onNotifications: () => void;
  notificationsUnread: number;
}

export interface TopBarUser {
  initials: string;
  imageUrl: string | null;
  onOpen: () => void;
}

export interface TopBarProps {
  title: string;
  /** Where the logo links; null renders it without a link (affiliates). */
  logoTo: string | null;
  /** Shown on small screens inside an app: toggles the navigation drawer. */
  onMenu?: () => void;
  app?: TopBarAppActions | null;
  user?: TopBarUser | null;
}

/**
 * A badge button's name: what it opens, then the count it shows ("Inbox, 3 unread"), so the name
 * holds the visible text (WCAG 2.5.3) and a screen reader hears the count.
 */
export function countedName(name: string, count: number): string {
  const label = badgeLabel(count);
  return label === '' ? name : `${name}, ${label} unread`;
}

/** The user menu button's name: the initials it shows, then what it opens ("MS, account menu"). */
export function userMenuName(initials: string): string {
  return initials === '' ? 'Account menu' : `${initials}, account menu`;
}

function CountBadge({ count, children }: { count: number; children: ReactElement }) {
  const label = badgeLabel(count);
  return (
    <Badge color="error" badgeContent={label} invisible={label === ''} overlap="circular">
      {children}
    </Badge>
  );
}

export function TopBar({ title, logoTo, onMenu, app, user }: TopBarProps) {
  // A white-label origin shows the partner's logo, and its header where the bar has no title.
  const whiteLabel = useWhiteLabel();
  const brandName = whiteLabel?.whiteLabelTitle ?? DEFAULT_BRAND_NAME;
  const heading = title || whiteLabel?.whiteLabelHeader || '';
  const logo = <BrandLogo whiteLabel={whiteLabel} compact={Boolean(heading)} />;
  return (
    <AppBar
      position="fixed"
      sx={{
        zIndex: (theme) => theme.zIndex.drawer + 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        // Printed, a page (an invoice) goes without the console's bar.
        displayPrint: 'none',
      }}
    >
      <Toolbar
        sx={{
          minHeight: { xs: NAV_HEIGHT_XS, sm: NAV_HEIGHT },
          height: { xs: NAV_HEIGHT_XS, sm: NAV_HEIGHT },
          gap: { xs: 0.5, sm: 1.5 },
          px: { xs: 1, sm: 2 },
        }}
      >
        {onMenu ? (
          <IconButton
            edge="start"
            onClick={onMenu}
            aria-label="Open navigation"
            sx={{ display: { md: 'none' } }}
          >
            <MenuOutlined />
          </IconButton>
        ) : null}
        {logoTo === null ? (
          logo
        ) : (
          <Link
            component={RouterLink}
            to={logoTo}
            aria-label={`${brandName} home`}
            underline="none"
            sx={{ display: 'flex' }}
          >
            {logo}
          </Link>
        )}
        <Typography
          variant="h4"
          component="div"
          noWrap
          sx={{ flexGrow: 1, minWidth: 0, ml: { xs: 0.5, sm: 1 }, fontSize: { xs: '1rem', sm: '1.125rem' } }}
        >
          {heading}
        </Typography>
        {app ? (
          <>
            {app.onLaunch ? (
              <Button
                onClick={app.onLaunch}
                variant="contained"
                size="small"
                aria-label="Launch"
                sx={{ minWidth: { xs: 40, sm: 64 }, px: { xs: 1, sm: 2 } }}
              >
                <RocketLaunchOutlined fontSize="small" sx={{ mr: { xs: 0, sm: 1 } }} />
                <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                  Launch
                </Box>
              </Button>
            ) : (
              <Button
                href={app.storeHref}
                target="_blank"
                rel="noopener"
                variant={app.launched ? 'contained' : 'outlined'}
                size="small"
                aria-label={app.launched ? 'View store' : 'Preview store'}
                sx={{ minWidth: { xs: 40, sm: 64 }, px: { xs: 1, sm: 2 } }}
              >
                <StorefrontOutlined fontSize="small" sx={{ mr: { xs: 0, sm: 1 } }} />
                <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                  {app.launched ? 'View store' : 'Preview'}
                </Box>
              </Button>
            )}
            {app.onInbox ? (
              // While the store's status is checked the button stays focusable (aria-disabled), so the
              // keyboard's place is not dropped to the page.
              <IconButton
                {...softDisabled(app.inboxBusy, app.onInbox)}
                aria-label={countedName('Inbox', app.inboxUnread)}
                title="Inbox"
              >
                <CountBadge count={app.inboxUnread}>
                  <ForumOutlined />
                </CountBadge>
              </IconButton>
            ) : null}
            <IconButton
              onClick={app.onNotifications}
              aria-label={countedName('Notifications', app.notificationsUnread)}
              title="Notifications"
            >
              <CountBadge count={app.notificationsUnread}>
                <NotificationsOutlined />
              </CountBadge>
            </IconButton>
          </>
        ) : null}
        {user ? (
          <IconButton
            onClick={user.onOpen}
            aria-label={userMenuName(user.imageUrl ? '' : user.initials)}
            title="Account menu"
            sx={{ p: 0.5 }}
          >
            <Avatar
              src={user.imageUrl ?? undefined}
              alt=""
              sx={{
                width: 34,
                height: 34,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontSize: 14,
              }}
            >
              {user.initials}
            </Avatar>
          </IconButton>
        ) : null}
      </Toolbar>
    </AppBar>
  );
}
