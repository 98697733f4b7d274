import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/** A read-only value (a link) with Copy, and what happened said in plain words. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <Stack spacing={0.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label={label}
          value={value}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true }, input: { sx: { fontFamily: 'monospace' } } }}
          onFocus={(e) => e.target.select()}
        />
        <Button startIcon={<ContentCopyOutlined />} onClick={() => void copy()} aria-label={`Copy ${label}`}>
          Copy
        </Button>
      </Stack>
      <Typography role="status" variant="body2" color={copied === 'no' ? 'error' : 'text.secondary'}>
        {copied === 'yes'
          ? 'Copied.'
          : copied === 'no'
            ? 'Could not copy: select it and copy it yourself.'
            : ''}
      </Typography>
    </Stack>
  );
}
