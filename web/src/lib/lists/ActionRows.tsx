import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** A list of ActionRows, named for assistive technology ("Promos", "Vouchers"…). */
export function ActionRowList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {children}
    </Box>
  );
}

/**
 * One row of a console list: what it is (title line, summary lines) and what can be done with it,
 * side by side from tablet width, the actions under the details on a phone. `label` names the row.
 */
export function ActionRow({
  label,
  details,
  actions,
}: {
  label: string;
  details: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box
      component="li"
      aria-label={label}
      sx={{
        px: { xs: 2, sm: 3 },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
        alignItems: 'center',
      }}
    >
      <Box sx={{ minWidth: 0 }}>{details}</Box>
      {actions ? (
        <Stack direction="row" spacing={1} sx={{ justifyContent: { md: 'flex-end' } }}>
          {actions}
        </Stack>
      ) : null}
    </Box>
  );
}
