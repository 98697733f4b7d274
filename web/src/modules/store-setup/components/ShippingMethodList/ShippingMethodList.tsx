import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ShippingMethodFieldsFragment } from '../../../../generated/graphql';
import { shippingSummary } from '../../shippingForm';

export interface ShippingMethodListProps {
  methods: readonly ShippingMethodFieldsFragment[];
  /** The edit screen's URL of a method; no edit action without it. */
  editUrl?: (uuid: string) => string;
  /** Asks to remove a method; no remove action without it. */
  onRemove?: (method: ShippingMethodFieldsFragment) => void;
}

/** Shipping methods as cards (one column on a phone). */
export function ShippingMethodList({ methods, editUrl, onRemove }: ShippingMethodListProps) {
  if (methods.length === 0)
    return (
      <Card sx={{ p: 4, textAlign: 'center' }}>
        <LocalShippingOutlined color="disabled" sx={{ fontSize: 48 }} />
        <Typography variant="h3" sx={{ mt: 1 }}>
          No shipping methods yet
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Add store pickup, a flat delivery rate or a courier so customers can choose how to get their orders.
        </Typography>
      </Card>
    );
  return (
    <Stack component="ul" spacing={1.5} aria-label="Shipping methods" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {methods.map((m) => (
        <Card component="li" key={m.uuid} aria-label={m.name} sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{m.name}</Typography>
                {m.enabled ? null : <Chip size="small" label="Disabled" />}
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {shippingSummary(m)}
              </Typography>
            </Stack>
            {editUrl ? (
              <IconButton component={RouterLink} to={editUrl(m.uuid)} aria-label={`Edit ${m.name}`}>
                <EditOutlined />
              </IconButton>
            ) : null}
            {onRemove ? (
              <IconButton onClick={() => onRemove(m)} aria-label={`Remove ${m.name}`}>
                <DeleteOutlined />
              </IconButton>
            ) : null}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
