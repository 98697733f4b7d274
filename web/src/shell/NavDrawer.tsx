import ExpandLessOutlined from '@mui/icons-material/ExpandLessOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { MenuEntry, MenuGroup } from '../bundles';
import { navIcon } from './navIcons';

export interface NavDrawerProps {
  groups: readonly MenuGroup[];
  /** The entry's URL; undefined when it cannot be built (the entry is shown disabled). */
  hrefFor: (entry: MenuEntry) => string | undefined;
  /** The current route's name and its breadcrumb ancestors: entries naming one are highlighted. */
  activeRoutes: ReadonlySet<string>;
  variant: 'permanent' | 'temporary';
  open: boolean;
  onClose: () => void;
  width: number;
  /** Space left for the fixed top bar (permanent variant). */
  topOffset: number;
  /** A notice above the menu (the payment-provider reminder of a payment_option_deactivation notification). */
  notice?: ReactNode;
}

function containsActive(entry: MenuEntry, active: ReadonlySet<string>): boolean {
  if (entry.route !== undefined && active.has(entry.route)) return true;
  return (entry.children ?? []).some((child) => containsActive(child, active));
}

/** Each entry (its link or toggle, and its sub-list) is one item of its list. */
function NavItem({ children }: { children: ReactNode }) {
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      {children}
    </Box>
  );
}

interface EntryProps {
  entry: MenuEntry;
  depth: number;
  hrefFor: NavDrawerProps['hrefFor'];
  active: ReadonlySet<string>;
  onNavigate: () => void;
}

function NavEntry({ entry, depth, hrefFor, active, onNavigate }: EntryProps) {
  const hasChildren = (entry.children?.length ?? 0) > 0;
  const [expanded, setExpanded] = useState(() => hasChildren && containsActive(entry, active));
  const Icon = navIcon(entry.icon);
  const pad = { pl: 1 + depth * 2, borderRadius: 2, mx: 1 };
  const selected = entry.route !== undefined && active.has(entry.route);
  const icon = (
    <ListItemIcon sx={{ color: selected ? 'primary.main' : 'text.secondary' }}>
      <Icon fontSize="small" />
    </ListItemIcon>
  );

  const children = hasChildren ? (
    <Collapse in={expanded} unmountOnExit>
      <List disablePadding>
        {(entry.children ?? []).map((child) => (
          <NavItem key={`${child.title}-${child.route ?? ''}`}>
            <NavEntry
              entry={child}
              depth={depth + 1}
              hrefFor={hrefFor}
              active={active}
              onNavigate={onNavigate}
            />
          </NavItem>
        ))}
      </List>
    </Collapse>
  ) : null;
  const chevron = expanded ? (
    <ExpandLessOutlined fontSize="small" />
  ) : (
    <ExpandMoreOutlined fontSize="small" />
  );
  const parentHref = hasChildren ? hrefFor(entry) : undefined;

  if (hasChildren && parentHref === undefined) {
    return (
      <>
        <ListItemButton sx={pad} onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
          {icon}
          <ListItemText primary={entry.title} />
          {chevron}
        </ListItemButton>
        {children}
      </>
    );
  }

  if (hasChildren && parentHref !== undefined) {
    // A parent that is also a screen (Billing Manager): the label links, the chevron toggles.
    return (
      <>
        <Box sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
          <ListItemButton
            component={RouterLink}
            to={parentHref}
            selected={selected}
            aria-current={selected ? 'page' : undefined}
            onClick={() => {
              setExpanded(true);
              onNavigate();
            }}
            sx={{ ...pad, mr: 0, flexGrow: 1, '&.Mui-selected': { color: 'primary.dark', fontWeight: 600 } }}
          >
            {icon}
            <ListItemText primary={entry.title} />
          </ListItemButton>
          <IconButton
            size="small"
            onClick={() => setExpanded((v) => !v)}
            aria-expanded={expanded}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} ${entry.title}`}
          >
            {chevron}
          </IconButton>
        </Box>
        {children}
      </>
    );
  }

  const href = hrefFor(entry);
  if (href === undefined) {
    return (
      <ListItemButton sx={pad} disabled>
        {icon}
        <ListItemText primary={entry.title} />
      </ListItemButton>
    );
  }
  return (
    <ListItemButton
      component={RouterLink}
      to={href}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      onClick={onNavigate}
      sx={{ ...pad, '&.Mui-selected': { color: 'primary.dark', fontWeight: 600 } }}
    >
      {icon}
      <ListItemText primary={entry.title} />
    </ListItemButton>
  );
}

function NavGroup({
  group,
  hrefFor,
  active,
  onNavigate,
}: Omit<EntryProps, 'entry' | 'depth'> & { group: MenuGroup }) {
  const [open, setOpen] = useState(true);
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <ListItemButton onClick={() => setOpen((v) => !v)} aria-expanded={open} sx={{ py: 0.5 }}>
        <ListItemText
          primary={group.title}
          slotProps={{
            primary: { variant: 'overline', sx: { color: 'text.secondary', fontWeight: 700, lineHeight: 2 } },
          }}
        />
        {open ? <ExpandLessOutlined fontSize="small" /> : <ExpandMoreOutlined fontSize="small" />}
      </ListItemButton>
      <Collapse in={open}>
        <List disablePadding>
          {group.entries.map((entry) => (
            <NavItem key={`${entry.title}-${entry.route ?? ''}`}>
              <NavEntry entry={entry} depth={0} hrefFor={hrefFor} active={active} onNavigate={onNavigate} />
            </NavItem>
          ))}
        </List>
      </Collapse>
    </Box>
  );
}

/** The app's side menu (left): permanent on md and up, a toggled temporary drawer below. */
export default function NavDrawer({
  groups,
  hrefFor,
  activeRoutes,
  variant,
  open,
  onClose,
  width,
  topOffset,
  notice,
}: NavDrawerProps) {
  const permanent = variant === 'permanent';
  return (
    <Drawer
      variant={variant}
      open={permanent || open}
      onClose={onClose}
      sx={{
        width: permanent ? width : undefined,
        flexShrink: 0,
        // A printed page (an invoice, a packing slip) is the page alone, without the menu.
        displayPrint: 'none',
        // A temporary drawer covers the fixed top bar; the permanent one sits below it.
        zIndex: permanent ? undefined : (theme) => theme.zIndex.drawer + 2,
      }}
      slotProps={{
        paper: {
          // On a phone the drawer is a dialog over the page: it is named like the menu it holds.
          ...(permanent ? {} : { 'aria-label': 'App menu' }),
          sx: {
            width,
            boxSizing: 'border-box',
            top: permanent ? topOffset : 0,
            height: permanent ? `calc(100% - ${topOffset}px)` : '100%',
            borderRight: 1,
            borderColor: 'divider',
          },
        },
      }}
    >
      <Box component="nav" aria-label="App navigation" sx={{ py: 1, overflowY: 'auto' }}>
        {notice}
        <List disablePadding>
          {groups.map((group) => (
            <NavGroup
              key={group.title}
              group={group}
              hrefFor={hrefFor}
              active={activeRoutes}
              onNavigate={permanent ? () => undefined : onClose}
            />
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
