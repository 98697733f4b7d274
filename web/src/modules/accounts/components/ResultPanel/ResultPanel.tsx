import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const ICONS = {
  success: <CheckCircleOutlined color="success" sx={{ fontSize: 48 }} />,
  error: <ErrorOutlineOutlined color="error" sx={{ fontSize: 48 }} />,
  email: <MarkEmailReadOutlined color="primary" sx={{ fontSize: 48 }} />,
} as const;

export interface ResultPanelProps {
  kind: keyof typeof ICONS;
  title: string;
  children?: ReactNode;
  /** Buttons or links under the message. */
  actions?: ReactNode;
}

/** The outcome of an account action (check your email, password updated, link expired...). */
export function ResultPanel({ kind, title, children, actions }: ResultPanelProps) {
  return (
    <Stack
      spacing={2}
      role={kind === 'error' ? 'alert' : 'status'}
      sx={{ alignItems: 'center', textAlign: 'center' }}
    >
      {ICONS[kind]}
      <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children ? (
        <Box sx={{ color: 'text.secondary', overflowWrap: 'anywhere', width: '100%' }}>{children}</Box>
      ) : null}
      {actions ? (
        <Stack spacing={1} sx={{ width: '100%', alignItems: 'stretch' }}>
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}
