import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { tagList } from '../../customerTags';
import { CustomerTagsQuery } from '../../graphql/customers';

export interface TagPickerProps {
  appUuid: string;
  label?: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
  helperText?: string;
  autoFocus?: boolean;
}

/**
 * Tags as chips: type one and press Enter to add it (or leave the box: it is kept), or pick one of the store's tags in
 * use (most used first); Backspace removes the last. Typed tags are normalized as the server keeps them.
 */
export function TagPicker({
  appUuid,
  label = 'Tags',
  value,
  onChange,
  error,
  helperText = 'Type a tag and press Enter, or pick one the store uses.',
  autoFocus,
}: TagPickerProps) {
  const { data } = useQuery(CustomerTagsQuery, { variables: { appUuid }, fetchPolicy: 'cache-and-network' });
  const counts = new Map((data?.customerTags ?? []).map((t) => [t.tag, t.count]));
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={[...counts.keys()]}
      value={[...value]}
      onChange={(_e, picked) => onChange(tagList(picked))}
      filterSelectedOptions
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={tag} {...props} />;
        })
      }
      renderOption={({ key, ...props }, tag) => (
        <li key={key} {...props}>
          {tag}
          {counts.has(tag) ? ` (${counts.get(tag)})` : ''}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
