import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
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
          Guided setup · Step {index + 1} of {SETUP_STEPS.length}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(doneCount / SETUP_STEPS.length) * 100}
          aria-label={`Setup progress: ${doneCount} of ${SETUP_STEPS.length} steps done`}
          sx={{ display: { xs: 'block', md: 'none' }, mt: 1, borderRadius: 1 }}
        />
        <Stepper
          nonLinear
          activeStep={index}
          aria-label="Setup steps"
          component="nav"
          sx={{ display: { xs: 'none', md: 'flex' }, mt: 1.5 }}
        >
          {SETUP_STEPS.map((step) => {
            const url = app ? stepUrl(step.key, app) : null;
            const completed = done?.[step.key] ?? false;
            return (
              <Step key={step.key} completed={completed}>
                {url && step.key !== current ? (
                  <StepButton component={RouterLink} to={url}>
                    {step.label}
                  </StepButton>
                ) : (
                  <StepLabel aria-current={step.key === current ? 'step' : undefined}>{step.label}</StepLabel>
                )}
              </Step>
            );
          })}
        </Stepper>
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
