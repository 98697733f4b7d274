import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/format';
import { SLIP_STATUS } from '../bills';

export interface DepositSlip {
  uuid: string;
  status: keyof typeof SLIP_STATUS;
  reason?: string | null;
  submittedAt: string;
  photo?: { url: string; thumbnailUrl: string } | null;
}

/** The deposit slips sent for a bill, newest first, with Suki's answer on each. */
export function DepositSlips({ slips }: { slips: readonly DepositSlip[] }) {
  if (slips.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-labelledby="deposit-slips-title">
      <Typography id="deposit-slips-title" variant="h2" component="h2" sx={{ fontSize: '1.125rem' }}>
        Deposit slips
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {slips.map((slip) => (
          <Stack
            component="li"
            key={slip.uuid}
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
          >
            {slip.photo ? (
              <Link href={slip.photo.url} target="_blank" rel="noopener" sx={{ flex: 'none' }}>
                <img
                  src={slip.photo.thumbnailUrl}
                  alt={`Deposit slip sent ${formatDateTime(slip.submittedAt)}`}
                  width={56}
                  height={56}
                  style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
                />
              </Link>
            ) : null}
            <Stack spacing={0.5} sx={{ minWidth: 0 }}>
              <Typography variant="body2">Sent {formatDateTime(slip.submittedAt)}</Typography>
              <Chip
                size="small"
                label={SLIP_STATUS[slip.status].label}
                color={SLIP_STATUS[slip.status].color}
                sx={{ alignSelf: 'flex-start' }}
              />
              {slip.reason ? (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {slip.reason}
                </Typography>
              ) : null}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
