import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import type { AnnouncementFieldsFragment, StoreAnnouncementInput } from '../../../generated/graphql';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { FormAlert } from '../../../lib/forms/FormAlert';
import { SubmitButton } from '../../../lib/forms/SubmitButton';
import { manilaIso, manilaLocal } from '../../../lib/manilaInput';
import { MESSAGE_MAX } from '../announcementText';
import { ProductChoice, type ProductChoiceValue } from './ProductChoice';

export interface AnnouncementFormProps {
  appUuid: string;
  announcement: AnnouncementFieldsFragment | null;
  submitLabel: string;
  onSubmit: (input: StoreAnnouncementInput) => Promise<void>;
  onCancel: () => void;
}

const dateLabel = { inputLabel: { shrink: true } } as const;

/** An announcement's message, the product it opens, and when it shows (Manila time), with the banner as shoppers see it. */
export function AnnouncementForm({
  appUuid,
  announcement,
  submitLabel,
  onSubmit,
  onCancel,
}: AnnouncementFormProps) {
  const [message, setMessage] = useState(announcement?.message ?? '');
  const [product, setProduct] = useState<ProductChoiceValue | null>(announcement?.product ?? null);
  const [startsAt, setStartsAt] = useState(manilaLocal(announcement?.startsAt ?? new Date().toISOString()));
  const [endsAt, setEndsAt] = useState(manilaLocal(announcement?.endsAt));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  /** A field's change clears its own message. */
  const edited = (field: string) =>
    setErrors((all) => {
      const { [field]: _gone, ...rest } = all;
      return rest;
    });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    const start = manilaIso(startsAt);
    const end = endsAt.trim() ? manilaIso(endsAt) : null;
    if (!message.trim()) problems.message = 'Message is required';
    if (!start) problems.startsAt = 'Start is required';
    if (endsAt.trim() && !end) problems.endsAt = 'End has invalid value';
    setErrors(problems);
    setAlert(null);
    if (Object.keys(problems).length > 0 || !start) return;
    setSending(true);
    try {
      await onSubmit({ message, productUuid: product?.uuid ?? null, startsAt: start, endsAt: end });
    } catch (err) {
      const fields = fieldErrors(err);
      setErrors(fields);
      setAlert(Object.keys(fields).length > 0 ? null : errorMessage(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Announcement">
      <FormAlert message={alert} />
      <TextField
        label="Message"
        required
        multiline
        minRows={2}
        value={message}
        onChange={(e) => {
          setMessage(e.target.value);
          edited('message');
        }}
        error={Boolean(errors.message)}
        helperText={errors.message ?? `${message.trim().length} / ${MESSAGE_MAX} characters`}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX + 20 } }}
      />
      <ProductChoice
        appUuid={appUuid}
        label="Product it opens (optional)"
        value={product}
        onChange={(next) => {
          setProduct(next);
          edited('productUuid');
        }}
        error={errors.productUuid}
        helperText="Shoppers who tap the banner see this product, while it is published."
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Starts (Manila time)"
          type="datetime-local"
          required
          fullWidth
          value={startsAt}
          onChange={(e) => {
            setStartsAt(e.target.value);
            edited('startsAt');
          }}
          error={Boolean(errors.startsAt)}
          helperText={errors.startsAt}
          slotProps={dateLabel}
        />
        <TextField
          label="Ends (Manila time, optional)"
          type="datetime-local"
          fullWidth
          value={endsAt}
          onChange={(e) => {
            setEndsAt(e.target.value);
            edited('endsAt');
          }}
          error={Boolean(errors.endsAt)}
          helperText={errors.endsAt ?? 'Blank: it shows until you end it.'}
          slotProps={dateLabel}
        />
      </Stack>
      <Paper variant="outlined" component="section" aria-labelledby="banner-preview-title" sx={{ p: 2 }}>
        <Typography id="banner-preview-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          Banner preview
        </Typography>
        <Alert severity="info" icon={false}>
          {message.trim() || 'Your message shows here, at the top of your store.'}
          {product ? ` · ${product.name}` : ''}
        </Alert>
      </Paper>
      <Stack direction="row" spacing={1}>
        <SubmitButton submitting={sending}>{submitLabel}</SubmitButton>
        <Button onClick={onCancel}>Cancel</Button>
      </Stack>
    </Stack>
  );
}
