import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BroadcastButtonTarget } from '../../../generated/graphql';
import { ProductChoice } from '../../announcements/components/ProductChoice';
import {
  BUTTON_TITLE_MAX,
  BUTTONS_MAX,
  type ButtonDraft,
  characterCount,
  newButton,
} from '../broadcastRules';

export interface ButtonRowsProps {
  appUuid: string;
  buttons: ButtonDraft[];
  onChange: (buttons: ButtonDraft[]) => void;
  /** The server's messages by field: `buttons`, `buttons.0`… */
  errors: Record<string, string>;
}

/** A product refusal goes under the product; a label's under the label. */
const isAboutProduct = (message: string | undefined) => Boolean(message && /product/i.test(message));

/** Up to 3 buttons under the message, each opening the store or one product. */
export function ButtonRows({ appUuid, buttons, onChange, errors }: ButtonRowsProps) {
  const change = (i: number, patch: Partial<ButtonDraft>) =>
    onChange(buttons.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        Buttons (optional, up to {BUTTONS_MAX})
      </Typography>
      {buttons.length > 0 && (
        <Stack component="ol" spacing={1} aria-label="Buttons" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {buttons.map((b, i) => {
            const n = i + 1;
            const error = errors[`buttons.${i}`];
            const productError = b.target === 'PRODUCT' && isAboutProduct(error) ? error : undefined;
            const titleError = productError ? undefined : error;
            return (
              <Paper component="li" variant="outlined" key={b.key} aria-label={`Button ${n}`} sx={{ p: 1.5 }}>
                <Stack spacing={1.5}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <TextField
                      label={`Button ${n} label`}
                      required
                      fullWidth
                      value={b.title}
                      onChange={(e) => change(i, { title: e.target.value })}
                      error={Boolean(titleError) || b.title.trim().length > BUTTON_TITLE_MAX}
                      helperText={titleError ?? characterCount(b.title, BUTTON_TITLE_MAX)}
                    />
                    <IconButton
                      aria-label={`Remove button ${n}`}
                      onClick={() => onChange(buttons.filter((_b, j) => j !== i))}
                      sx={{ mt: 1 }}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  </Stack>
                  <TextField
                    select
                    label={`Button ${n} opens`}
                    value={b.target}
                    onChange={(e) => change(i, { target: e.target.value as BroadcastButtonTarget })}
                  >
                    <MenuItem value="STORE">Your store</MenuItem>
                    <MenuItem value="PRODUCT">A product</MenuItem>
                  </TextField>
                  {b.target === 'PRODUCT' && (
                    <ProductChoice
                      appUuid={appUuid}
                      label={`Product button ${n} opens`}
                      value={b.product}
                      onChange={(product) => change(i, { product })}
                      error={productError}
                      helperText="Search your products by name"
                    />
                  )}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      {errors.buttons && <Typography color="error">{errors.buttons}</Typography>}
      <Button
        startIcon={<AddOutlined />}
        onClick={() => onChange([...buttons, newButton()])}
        disabled={buttons.length >= BUTTONS_MAX}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add button
      </Button>
    </Stack>
  );
}
