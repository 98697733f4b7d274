import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import type { ReferralLinkFieldsFragment } from '../../../generated/graphql';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { FormAlert } from '../../../lib/forms/FormAlert';
import { SubmitButton } from '../../../lib/forms/SubmitButton';
import { ProductChoice, type ProductChoiceValue } from '../../announcements/components/ProductChoice';
import { ReferralLinkCreateMutation, ReferralLinkUpdateMutation } from '../graphql/referrals';
import type { ReferralSection } from '../referralRoutes';
import { PromoChoice } from './PromoChoice';

export interface LinkDialogProps {
  appUuid: string;
  section: ReferralSection;
  /** null: a new link. */
  link: ReferralLinkFieldsFragment | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * A link's name, its ref code (from the name when blank) and, for a smart retail link, its product; a
 * link to the store may open with one of the store's promos.
 */
export function LinkDialog({ appUuid, section, link, onClose, onSaved }: LinkDialogProps) {
  const [name, setName] = useState(link?.name ?? '');
  const [code, setCode] = useState(link?.code ?? '');
  const [product, setProduct] = useState<ProductChoiceValue | null>(link?.product ?? null);
  const [promoUuid, setPromoUuid] = useState(link?.promo?.uuid ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [create, creating] = useMutation(ReferralLinkCreateMutation);
  const [update, updating] = useMutation(ReferralLinkUpdateMutation);
  const forProduct = section.target === 'PRODUCT';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (forProduct && !product) {
      setErrors({ productUuid: 'Choose a product from the list' });
      return;
    }
    setErrors({});
    setAlert(null);
    const input = {
      name,
      code: code.trim() || null,
      productUuid: forProduct ? (product?.uuid ?? null) : null,
      promotionUuid: forProduct ? null : promoUuid || null,
    };
    try {
      if (link) await update({ variables: { appUuid, uuid: link.uuid, input } });
      else await create({ variables: { appUuid, input } });
      onSaved();
    } catch (err) {
      const fields = fieldErrors(err);
      setErrors(fields);
      setAlert(Object.keys(fields).length > 0 ? null : errorMessage(err));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="link-dialog-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="link-dialog-title">
          {link ? `Edit ${link.name}` : `New ${section.singular}`}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlert message={alert} />
            <TextField
              label="Name"
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name ?? 'Where you share it, e.g. "Instagram bio" or "Payday flyer".'}
            />
            <TextField
              label="Code (optional)"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={Boolean(errors.code)}
              helperText={errors.code ?? 'The ref in the link; made from the name when blank.'}
            />
            {forProduct ? (
              <ProductChoice
                appUuid={appUuid}
                label="Product"
                value={product}
                onChange={setProduct}
                error={errors.productUuid}
              />
            ) : (
              <PromoChoice
                appUuid={appUuid}
                value={promoUuid}
                onChange={setPromoUuid}
                current={link?.promo ?? null}
                error={errors.promotionUuid}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton submitting={creating.loading || updating.loading}>
            {link ? 'Save' : 'Create'}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
