import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export interface PlaceOption {
  code: string;
  name: string;
}

export interface AddressFieldsProps {
  regions: readonly PlaceOption[];
  provinces: readonly PlaceOption[];
  cities: readonly PlaceOption[];
  value: { regionCode: string; provinceCode: string; cityCode: string };
  onRegion: (code: string) => void;
  onProvince: (code: string) => void;
  onCity: (code: string) => void;
  errors: {
    regionCode?: string | undefined;
    provinceCode?: string | undefined;
    cityCode?: string | undefined;
  };
}

const select = (
  label: string,
  options: readonly PlaceOption[],
  value: string,
  onChange: (code: string) => void,
  error: string | undefined,
) => (
  <TextField
    select
    label={label}
    required
    fullWidth
    value={options.some((o) => o.code === value) ? value : ''}
    onChange={(e) => onChange(e.target.value)}
    disabled={options.length === 0}
    error={Boolean(error)}
    helperText={error}
  >
    {options.map((o) => (
      <MenuItem key={o.code} value={o.code}>
        {o.name}
      </MenuItem>
    ))}
  </TextField>
);

/** The PSGC region → province → city pickers of a delivery address. */
export function AddressFields({
  regions,
  provinces,
  cities,
  value,
  onRegion,
  onProvince,
  onCity,
  errors,
}: AddressFieldsProps) {
  return (
    <Stack spacing={2}>
      {select('Region', regions, value.regionCode, onRegion, errors.regionCode)}
      {select('Province', provinces, value.provinceCode, onProvince, errors.provinceCode)}
      {select('City / Municipality', cities, value.cityCode, onCity, errors.cityCode)}
    </Stack>
  );
}
