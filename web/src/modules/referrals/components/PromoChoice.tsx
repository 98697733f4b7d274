import { useQuery } from '@apollo/client/react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReferralLinkFieldsFragment } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { ReferralPromosQuery } from '../graphql/referrals';
import { promoLabel } from '../promoLabel';

export interface PromoChoiceProps {
  appUuid: string;
  /** '' : no promo (the link opens the store). */
  value: string;
  onChange: (uuid: string) => void;
  /** The link's promo as saved: kept as a choice once it has ended. */
  current: ReferralLinkFieldsFragment['promo'];
  error?: string | undefined;
}

/** Long promo names wrap on a phone instead of running off the menu. */
const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

/** The promo a link to the store opens with: the store's running and scheduled promos, or none. */
export function PromoChoice({ appUuid, value, onChange, current, error }: PromoChoiceProps) {
  const { data, loading, error: loadError } = useQuery(ReferralPromosQuery, { variables: { appUuid } });
  const promos = (data?.promotions.edges ?? [])
    .map((e) => e.node)
    .filter((p) => p.status !== 'EXPIRED' || p.uuid === current?.uuid);
  const keptEnded = current?.ended && !promos.some((p) => p.uuid === current.uuid) ? current : null;
  let help = 'A discount code is put in the customer’s cart; automatic and cart promos apply by themselves.';
  if (loading && !data) help = 'Loading your promos…';
  else if (loadError && !data) help = `Your promos could not be loaded: ${errorMessage(loadError)}`;
  else if (promos.length === 0 && !keptEnded)
    help = 'No running or scheduled promos: create one under Promos.';
  return (
    <TextField
      select
      label="Promo (optional)"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? help}
    >
      <MenuItem value="" sx={WRAP}>
        None: opens the store
      </MenuItem>
      {keptEnded && (
        <MenuItem
          value={keptEnded.uuid}
          sx={WRAP}
        >{`${keptEnded.title ?? 'A deleted promo'} (ended)`}</MenuItem>
      )}
      {promos.map((p) => (
        <MenuItem key={p.uuid} value={p.uuid} sx={WRAP}>
          {promoLabel(p)}
        </MenuItem>
      ))}
    </TextField>
  );
}
