import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { SavedPaymentMethodFieldsFragment } from '../../../generated/graphql';
import { channelLabel, STATUS_COLORS, TYPE_LABELS } from '../paymentMethods';

export interface PaymentMethodListProps {
  methods: readonly SavedPaymentMethodFieldsFragment[];
  /** The method an action is running on (its buttons wait). */
  busyUuid: string | null;
  editUrl: (uuid: string) => string;
  onMakeDefault: (uuid: string) => void;
  onRemove: (method: SavedPaymentMethodFieldsFragment) => void;
}

const describe = (m: SavedPaymentMethodFieldsFragment) =>
  m.paymentMethodType === 'CARD'
    ? TYPE_LABELS.CARD
    : `${channelLabel(m.channelCode)} · ${TYPE_LABELS[m.paymentMethodType]}`;

/** Saved payment methods: the default marked, each with edit, make default and remove. */
export function PaymentMethodList({
  methods,
  busyUuid,
  editUrl,
  onMakeDefault,
  onRemove,
}: PaymentMethodListProps) {
  return (
    <Stack
      component="ul"
      spacing={1.5}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
      aria-label="Saved payment methods"
    >
      {methods.map((m) => {
        const busy = busyUuid === m.uuid;
        const name = describe(m);
        return (
          <Card component="li" key={m.uuid} sx={{ p: { xs: 2, sm: 2.5 } }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
                >
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {name}
                  </Typography>
                  {m.isDefault ? <Chip label="Default" color="primary" size="small" /> : null}
                  <Chip
                    label={m.statusLabel}
                    color={STATUS_COLORS[m.status]}
                    size="small"
                    variant="outlined"
                  />
                </Stack>
                {m.billingAddress && (m.billingAddress.firstName || m.billingAddress.city) ? (
                  <Typography variant="body2" color="text.secondary">
                    {[
                      [m.billingAddress.firstName, m.billingAddress.lastName].filter(Boolean).join(' '),
                      m.billingAddress.city,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                ) : null}
              </Stack>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                {m.status === 'ACTIVE' && !m.isDefault ? (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy}
                    onClick={() => onMakeDefault(m.uuid)}
                    aria-label={`Make ${name} the default`}
                  >
                    Make default
                  </Button>
                ) : null}
                {m.status === 'REQUIRES_ACTION' && m.actionUrl ? (
                  <Button size="small" variant="outlined" href={m.actionUrl} aria-label={`Authorize ${name}`}>
                    Authorize
                  </Button>
                ) : null}
                <Button size="small" component={RouterLink} to={editUrl(m.uuid)} aria-label={`Edit ${name}`}>
                  Edit
                </Button>
                <Button
                  size="small"
                  color="error"
                  disabled={busy}
                  onClick={() => onRemove(m)}
                  aria-label={`Remove ${name}`}
                >
                  Remove
                </Button>
              </Stack>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
