import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface KpiCardProps {
  label: string;
  icon: ReactNode;
  /** The figure; null while there is no data source (shows an em dash). */
  value: string | null;
  caption?: string;
}

export function KpiCard({ label, icon, value, caption }: KpiCardProps) {
  return (
    <Card component="article" aria-label={label}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Avatar
            variant="rounded"
            sx={{ bgcolor: 'rgba(15,139,141,0.12)', color: 'primary.main', width: 36, height: 36 }}
          >
            {icon}
          </Avatar>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
        </Stack>
        <Typography
          variant="h2"
          component="p"
          sx={{ color: value === null ? 'text.secondary' : 'text.primary' }}
        >
          {value ?? '—'}
        </Typography>
        {caption ? (
          <Typography variant="caption" color="text.secondary">
            {caption}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
