import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled part of the product form, after a divider unless it is the first. */
export function FormSection({
  title,
  hint,
  divided = true,
  children,
}: {
  title: string;
  hint?: string;
  divided?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {divided ? <Divider /> : null}
      <Stack component="section" spacing={1.5} aria-label={title}>
        <div>
          <Typography variant="h4" component="h3">
            {title}
          </Typography>
          {hint ? (
            <Typography variant="body2" color="text.secondary">
              {hint}
            </Typography>
          ) : null}
        </div>
        {children}
      </Stack>
    </>
  );
}
