import Close from '@mui/icons-material/Close';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type Ref, useId, useRef, useState } from 'react';
import { describedBy } from '../../lib/a11y/describedBy';
import { normalizeCode } from '../cart';
import type { ApplyResult } from '../hooks/useCartQuote';

export interface PromoCodesProps {
  /** The codes kept with the cart. */
  codes: readonly string[];
  /** Why a kept code does not apply now (the latest quote's sentence), by code. */
  refusals: Readonly<Record<string, string>>;
  /** Asks the server; the code is kept only when it applies. */
  check: (code: string) => Promise<ApplyResult>;
  onApplied: (code: string) => void;
  onRemove: (code: string) => void;
  /** The order's refusal of a code ("PAYDAY: This code has expired"), shown here. */
  problem?: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

type Said = { tone: 'error' | 'ok'; text: string } | null;

/**
 * The "Promo code" field: Apply (or Enter) asks the server, an accepted code becomes a chip that can
 * be removed, and a refusal is said under the field in the server's sentence (announced politely).
 * Inside the checkout's form, Enter applies the code and never places the order.
 */
export function PromoCodes({
  codes,
  refusals,
  check,
  onApplied,
  onRemove,
  problem,
  inputRef,
}: PromoCodesProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  const own = useRef<HTMLInputElement | null>(null);

  const apply = async () => {
    const code = normalizeCode(typed);
    if (code === '') {
      setSaid({ tone: 'error', text: 'Enter a promo code' });
      return;
    }
    setBusy(true);
    const result = await check(code);
    setBusy(false);
    if (result.applied) {
      onApplied(code);
      setTyped('');
      setSaid({ tone: 'ok', text: `Code ${code} applied` });
    } else setSaid({ tone: 'error', text: result.message });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (!busy) void apply();
  };
  const remove = (code: string) => {
    onRemove(code);
    setSaid({ tone: 'ok', text: `Code ${code} removed` });
    own.current?.focus();
  };
  const refused = codes.filter((c) => refusals[c]);
  // The order's refusal is said once: after it the quote marks the code itself, with its own sentence.
  const error = said?.tone === 'error' ? said.text : refused.length > 0 ? null : (problem ?? null);
  const setRefs = (el: HTMLInputElement | null) => {
    own.current = el;
    if (typeof inputRef === 'function') inputRef(el);
    else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = el;
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Promo code"
          size="small"
          fullWidth
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            if (said?.tone === 'error') setSaid(null);
          }}
          onKeyDown={onKeyDown}
          error={Boolean(error)}
          inputRef={setRefs}
          slotProps={{
            htmlInput: {
              autoCapitalize: 'characters',
              autoComplete: 'off',
              spellCheck: false,
              maxLength: 40,
              'aria-describedby': describedBy(`${id}-said`, refused.length > 0 && `${id}-refused`),
            },
          }}
        />
        <Button variant="outlined" onClick={() => void apply()} disabled={busy} sx={{ minHeight: 40 }}>
          Apply
        </Button>
      </Stack>
      {codes.length > 0 && (
        <Box
          component="ul"
          aria-label="Applied codes"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
        >
          {codes.map((code) => (
            <Box
              component="li"
              key={code}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                pl: 1.25,
                border: 1,
                borderColor: refusals[code] ? 'error.main' : 'primary.main',
                borderRadius: 4,
                bgcolor: 'background.paper',
              }}
            >
              <LocalOfferOutlined fontSize="small" color={refusals[code] ? 'error' : 'primary'} aria-hidden />
              <Typography variant="body2" sx={{ fontWeight: 600, letterSpacing: 0.5 }}>
                {code}
                {refusals[code] ? ' (not applied)' : ''}
              </Typography>
              <IconButton size="small" aria-label={`Remove code ${code}`} onClick={() => remove(code)}>
                <Close fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Box role="status" aria-live="polite" id={`${id}-said`}>
        {error ? (
          <Typography variant="body2" color="error">
            {error}
          </Typography>
        ) : said ? (
          <Typography variant="body2" color="text.secondary">
            {said.text}
          </Typography>
        ) : null}
      </Box>
      <Box id={`${id}-refused`} role="status" aria-live="polite">
        {refused.map((c) => (
          <Typography key={c} variant="body2" color="error">
            {c}: {refusals[c]}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
