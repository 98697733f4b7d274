import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { formatPeso } from '../../../../lib/format';

export interface AddOnListItem {
  uuid: string;
  name: string;
  price: number;
  available: boolean;
  maxQuantity?: number | null;
}

export interface AddOnListProps<T extends AddOnListItem> {
  addOns: readonly T[];
  editUrl: (uuid: string) => string;
  onRemove: (addOn: T) => void;
}

/** Add-ons with price, availability and the limit per order. */
export function AddOnList<T extends AddOnListItem>({ addOns, editUrl, onRemove }: AddOnListProps<T>) {
  return (
    <List disablePadding aria-label="Add-Ons">
      {addOns.map((a) => (
        <ListItem
          key={a.uuid}
          divider
          sx={{ px: { xs: 2, sm: 3 } }}
          secondaryAction={
            <Stack direction="row" spacing={0.5}>
              <IconButton component={RouterLink} to={editUrl(a.uuid)} aria-label={`Edit ${a.name}`}>
                <EditOutlined fontSize="small" />
              </IconButton>
              <IconButton onClick={() => onRemove(a)} aria-label={`Remove ${a.name}`}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Stack>
          }
        >
          <ListItemText
            sx={{ pr: 10 }}
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <span>{a.name}</span>
                {a.available ? null : <Chip size="small" label="Unavailable" />}
              </Stack>
            }
            secondary={[formatPeso(a.price), a.maxQuantity ? `Max ${a.maxQuantity} per order` : null]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
