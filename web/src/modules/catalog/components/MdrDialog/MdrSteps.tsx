import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatPeso } from '../../../../lib/format';
import { CONFIRM_WORD, confirmInput, percentText, SAMPLE_AMOUNT, SAMPLE_ROWS } from '../../mdr';

/** Step 1: is the fee already in the prices? */
export function QuestionStep() {
  return (
    <Stack spacing={1.5}>
      <Typography>
        Philippine consumer rules do not allow adding the payment fee (MDR) on top of the price at checkout.
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        Is the 2.5% MDR already included in all your product prices?
      </Typography>
    </Stack>
  );
}

/** What the store receives from a ₱1,000.00 sale per payment method (document 3 §9). */
export function SampleStep() {
  return (
    <Stack spacing={1.5}>
      <Typography>
        Sample computation: what you receive from a {formatPeso(SAMPLE_AMOUNT)} sale, by payment method.
      </Typography>
      <Table
        size="small"
        aria-label="Sample net pay on a ₱1,000.00 sale"
        // At 390 px the four columns fit only with narrow cell padding.
        sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Payment method</TableCell>
            <TableCell align="right">MDR</TableCell>
            <TableCell align="right">Fee</TableCell>
            <TableCell align="right">You receive</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {SAMPLE_ROWS.map((row) => (
            <TableRow key={row.method}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {row.method}
              </TableCell>
              <TableCell align="right">{percentText(row.perMille)}</TableCell>
              <TableCell align="right">{formatPeso(row.fee)}</TableCell>
              <TableCell align="right">{formatPeso(row.net)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary">
        Confirm that your prices already include the fee: customers pay the listed price and nothing more.
      </Typography>
    </Stack>
  );
}

export interface ConfirmStepProps {
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
  error: string | null;
  disabled: boolean;
}

/** Type CONFIRM (forced uppercase) before every price rises. */
export function ConfirmStep({ value, onChange, problem, error, disabled }: ConfirmStepProps) {
  const shown = value !== '' ? problem : null;
  return (
    <Stack spacing={2}>
      <Typography>
        Every product, variant and add-on price of your store rises by 2.5%, rounded to the centavo. This
        can't be undone from here.
      </Typography>
      <TextField
        label={`Type ${CONFIRM_WORD} to continue`}
        value={value}
        onChange={(event) => onChange(confirmInput(event.target.value))}
        error={shown !== null}
        helperText={shown ?? ' '}
        disabled={disabled}
        autoComplete="off"
        autoFocus
        slotProps={{ htmlInput: { spellCheck: false } }}
        fullWidth
      />
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
}

/** The prices now include the fee. */
export function DoneStep() {
  return (
    <Alert severity="success">
      All your product prices now include the 2.5% MDR. Customers pay the listed price.
    </Alert>
  );
}
