import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeliveryAreaFieldsFragment } from '../../../../generated/graphql';
import { formatPeso } from '../../../../lib/format';
import { coverageSummary, leadTimeLabel } from '../../coverage';

export interface DeliveryAreaListProps {
  areas: readonly DeliveryAreaFieldsFragment[];
  onEdit: (area: DeliveryAreaFieldsFragment) => void;
  onRemove: (area: DeliveryAreaFieldsFragment) => void;
}

/** The store's delivery areas: name, coverage summary, fee and lead time, with edit and remove. */
export function DeliveryAreaList({ areas, onEdit, onRemove }: DeliveryAreaListProps) {
  return (
    <Stack component="ul" spacing={1.5} aria-label="Delivery areas" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {areas.map((area) => (
        <Card component="li" key={area.uuid} aria-label={area.name} sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {area.name}
                </Typography>
                {area.enabled ? null : <Chip size="small" label="Off" />}
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {coverageSummary(area.coverage, area.cityCount)}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {formatPeso(area.deliveryFee)} · {leadTimeLabel(area.leadTimeMinDays, area.leadTimeMaxDays)}
              </Typography>
            </Box>
            <IconButton aria-label={`Edit ${area.name}`} onClick={() => onEdit(area)}>
              <EditOutlined />
            </IconButton>
            <IconButton aria-label={`Remove ${area.name}`} onClick={() => onRemove(area)}>
              <DeleteOutlined />
            </IconButton>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
