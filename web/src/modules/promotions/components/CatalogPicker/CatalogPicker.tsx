import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebouncedValue } from '../../../catalog/hooks/useDebouncedValue';
import { PromotionCategoriesQuery, PromotionProductsQuery } from '../../graphql/promotions';
import type { Picked } from '../../promoForm';

export interface CatalogPickerProps {
  appUuid: string;
  /** What it picks from: the store's products or its categories. */
  source: 'products' | 'categories';
  label: string;
  value: Picked[];
  onChange: (value: Picked[]) => void;
  onBlur?: () => void;
  error?: string;
}

const PICKER_SIZE = 20;

/** A searchable multiple choice over the store's products or categories (the server searches by name). */
export function CatalogPicker({
  appUuid,
  source,
  label,
  value,
  onChange,
  onBlur,
  error,
}: CatalogPickerProps) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed).trim() || null;
  const variables = { appUuid, search, first: PICKER_SIZE };
  const products = useQuery(PromotionProductsQuery, { variables, skip: source !== 'products' });
  const categories = useQuery(PromotionCategoriesQuery, { variables, skip: source !== 'categories' });
  const options: Picked[] =
    source === 'products'
      ? (products.data?.products.edges ?? []).map(({ node }) => ({ uuid: node.uuid, name: node.name }))
      : (categories.data?.categories.edges ?? []).map(({ node }) => ({ uuid: node.uuid, name: node.name }));
  const loading = source === 'products' ? products.loading : categories.loading;

  return (
    <Autocomplete<Picked, true>
      multiple
      options={options}
      value={value}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(o, v) => o.uuid === v.uuid}
      onChange={(_e, next) => onChange(next)}
      onInputChange={(_e, text, reason) => {
        if (reason !== 'reset') setTyped(text);
      }}
      onBlur={onBlur}
      noOptionsText={search ? `No ${source} match "${search}"` : `No ${source} yet`}
      renderInput={(params) => (
        <TextField {...params} label={label} required error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
