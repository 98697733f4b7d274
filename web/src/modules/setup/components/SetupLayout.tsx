import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { doneSteps, SETUP_STEPS, type SetupApp, type SetupStep, stepUrl } from '../progress';

export interface SetupLayoutProps {
  /** The store being set up; null on step 1 before it exists. */
  app: SetupApp | null;
  current: SetupStep;
  title: string;
  intro: string;
  children: ReactNode;
}

function StepMark({ n, done, current }: { n: number; done: boolean; current: boolean }) {
  if (done) return <CheckCircle sx={{ color: 'success.main', fontSize: 26 }} aria-hidden />;
  return (
    <Box
      aria-hidden
      sx={{
        width: 26,
        height: 26,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        fontSize: 14,
        fontWeight: 700,
        bgcolor: current ? 'primary.main' : 'grey.600',
        color: '#FFFFFF',
      }}
    >
      {n}
    </Box>
  );
}

/**
 * A guided setup page: the four steps with the merchant's progress (each step done or reachable can be
 * opened again), the step's title and what it is for, then the step itself.
 */
export function SetupLayout({ app, current, title, intro, children }: SetupLayoutProps) {
  const index = SETUP_STEPS.findIndex((s) => s.key === current);
  const done = app ? doneSteps(app) : null;
  const doneCount = done ? Object.values(done).filter(Boolean).length : 0;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
      <Box>
        <Typography variant="overline" component="p" color="text.secondary">
          Guided setup · Step {index + 1} of {SETUP_STEPS.length} · {doneCount} done
        </Typography>
        {/* A phone shows the share done as a bar; the words above say the same to everyone. */}
        <Box
          aria-hidden
          sx={{
            display: { xs: 'block', md: 'none' },
            mt: 1,
            height: 4,
            borderRadius: 1,
            bgcolor: 'grey.300',
          }}
        >
          <Box
            sx={{
              width: `${(doneCount / SETUP_STEPS.length) * 100}%`,
              height: '100%',
              borderRadius: 1,
              bgcolor: 'primary.main',
            }}
          />
        </Box>
        <Box component="nav" aria-label="Setup steps" sx={{ display: { xs: 'none', md: 'block' }, mt: 1.5 }}>
          <Box component="ol" sx={{ display: 'flex', gap: 2, m: 0, p: 0, listStyle: 'none' }}>
            {SETUP_STEPS.map((step, i) => {
              const url = app ? stepUrl(step.key, app) : null;
              const isCurrent = step.key === current;
              const isDone = done?.[step.key] ?? false;
              const label = `${step.label}${isDone ? ' (done)' : ''}`;
              return (
                <Box
                  component="li"
                  key={step.key}
                  aria-current={isCurrent ? 'step' : undefined}
                  sx={{ flex: 1, display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
                >
                  <StepMark n={i + 1} done={isDone} current={isCurrent} />
                  {url && !isCurrent ? (
                    <Link component={RouterLink} to={url} variant="body2">
                      {label}
                    </Link>
                  ) : (
                    <Typography variant="body2" sx={{ fontWeight: isCurrent ? 700 : 400 }}>
                      {label}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Box>
        </Box>
      </Box>
      <Box>
        <Typography variant="h1">{title}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {intro}
        </Typography>
      </Box>
      {children}
    </Stack>
  );
}
