import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { DIALOG_WIDTH_LG } from '../../../../lib/constants';
import { formatPeso, startCase } from '../../../../lib/format';
import { breakdownLines } from '../../breakdown';
import type { InboxMessageNode } from '../../conversation';

type Step = InboxMessageNode['agentBreakdown'][number];

export interface ResponseBreakdownDialogProps {
  open: boolean;
  onClose: () => void;
  steps: readonly Step[];
}

/** JSON output in plain words: one "Label: value" line per field, nested fields indented. */
function Readable({ text, prefix }: { text: string; prefix?: string }) {
  const lines = breakdownLines(text);
  if (lines.length === 0) return null;
  return (
    <Box
      component="ul"
      sx={{ m: 0, p: 1.25, listStyle: 'none', borderRadius: 1, bgcolor: 'background.default' }}
    >
      {lines.map((line, i) => (
        <Typography
          component="li"
          variant="body2"
          // Lines are positional: the same label may repeat under different parents.
          // biome-ignore lint/suspicious/noArrayIndexKey: positional lines of one fixed text
          key={i}
          sx={{ pl: line.depth * 2, overflowWrap: 'anywhere' }}
        >
          {i === 0 && prefix ? `${prefix} ` : ''}
          {line.label ? <Box component="span" sx={{ fontWeight: 600 }}>{`${line.label} `}</Box> : null}
          {line.text}
        </Typography>
      ))}
    </Box>
  );
}

function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography
        variant="caption"
        component="h4"
        sx={{ fontWeight: 700, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: 0.4 }}
      >
        {label}
      </Typography>
      <Box sx={{ mt: 0.5 }}>{children}</Box>
    </Box>
  );
}

function StepView({ step, index }: { step: Step; index: number }) {
  return (
    <Stack component="section" spacing={1.25} aria-label={`Step ${index + 1}: ${startCase(step.type)}`}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          Step {index + 1}
        </Typography>
        <Chip label={startCase(step.type)} size="small" color="primary" variant="outlined" />
      </Stack>
      {step.completion ? (
        <Part label="Completion">
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {step.completion}
          </Typography>
        </Part>
      ) : null}
      {step.jsonCompletion ? (
        <Part label="What the agent decided">
          <Readable text={step.jsonCompletion} />
        </Part>
      ) : null}
      {step.toolCalls.length > 0 ? (
        <Part label="Tool calls">
          <Stack spacing={1}>
            {step.toolCalls.map((call, i) => (
              <Box key={`${call.name}-${call.arguments}-${call.result ?? ''}`}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {i + 1}. {startCase(call.name)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  Asked
                </Typography>
                <Readable text={call.arguments} />
                {call.result ? (
                  <>
                    <Typography variant="caption" color="text.secondary">
                      Found
                    </Typography>
                    <Readable text={call.result} />
                  </>
                ) : null}
              </Box>
            ))}
          </Stack>
        </Part>
      ) : null}
      {step.reflection ? (
        <Part label="Reflection">
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {step.reflection}
          </Typography>
        </Part>
      ) : null}
      {step.addedProducts.length > 0 ? (
        <Part label="Added products">
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {step.addedProducts.map((product) => (
              <Typography component="li" variant="body2" key={product.uuid}>
                {product.name} · {formatPeso(product.price)}
              </Typography>
            ))}
          </Box>
        </Part>
      ) : null}
    </Stack>
  );
}

/** How the AI agents arrived at a reply: each step's agent, output, tool calls and products. */
export function ResponseBreakdownDialog({ open, onClose, steps }: ResponseBreakdownDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="response-breakdown-title"
      scroll="paper"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_LG, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="response-breakdown-title">Response Breakdown</DialogTitle>
      <DialogContent dividers>
        {steps.length === 0 ? (
          <Typography color="text.secondary">The assistant recorded no steps for this message.</Typography>
        ) : (
          <Stack spacing={2}>
            {steps.map((step, index) => (
              <Fragment key={`${step.type}-${step.completion ?? ''}-${step.jsonCompletion ?? ''}`}>
                {index > 0 ? <Divider /> : null}
                <StepView step={step} index={index} />
              </Fragment>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
