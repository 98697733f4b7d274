import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface PickablePage {
  fbPageId: string;
  name: string;
  pictureUrl?: string | null;
  connectedElsewhere: boolean;
}

export interface PagePickerProps {
  pages: readonly PickablePage[];
  busy: boolean;
  onPick: (fbPageId: string) => void;
  onCancel: () => void;
}

/** The pages the merchant manages on Facebook, after logging in: pick the one for this store. */
export function PagePicker({ pages, busy, onPick, onCancel }: PagePickerProps) {
  return (
    <Card variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }} id="page-picker-title">
        Pick your store's page
      </Typography>
      {pages.length === 0 ? (
        <Typography sx={{ mt: 1 }}>
          Your Facebook account manages no pages, or you did not allow Suki to use them. Log in again and tick
          the page in Facebook's dialog.
        </Typography>
      ) : (
        <List aria-labelledby="page-picker-title">
          {pages.map((p) => (
            <ListItem key={p.fbPageId} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemAvatar>
                <Avatar src={p.pictureUrl ?? undefined} alt="">
                  {p.name.slice(0, 1)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={p.name}
                secondary={p.connectedElsewhere ? 'Connected to another store' : `Page ID ${p.fbPageId}`}
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              />
              <Button
                variant="contained"
                onClick={() => onPick(p.fbPageId)}
                disabled={busy || p.connectedElsewhere}
                aria-label={`Connect ${p.name}`}
              >
                Connect
              </Button>
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction="row" sx={{ mt: 1 }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </Stack>
    </Card>
  );
}
