import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebouncedValue } from '../../catalog/hooks/useDebouncedValue';
import { PromotionProductsQuery } from '../../promotions/graphql/promotions';

export interface ProductChoiceValue {
  uuid: string;
  name: string;
}

/** One product of the store, searched by name (the server searches), or none. */
export function ProductChoice({
  appUuid,
  label,
  value,
  onChange,
  error,
  helperText,
}: {
  appUuid: string;
  label: string;
  value: ProductChoiceValue | null;
  onChange: (value: ProductChoiceValue | null) => void;
  error?: string | undefined;
  helperText?: string;
}) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed).trim() || null;
  const { data, loading } = useQuery(PromotionProductsQuery, { variables: { appUuid, search, first: 20 } });
  const options = (data?.products.edges ?? []).map(({ node }) => ({ uuid: node.uuid, name: node.name }));
  return (
    <Autocomplete<ProductChoiceValue>
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
      noOptionsText={search ? `No products match "${search}"` : 'No products yet'}
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(error)} helperText={error ?? helperText} />
      )}
    />
  );
}
