import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export interface PlaceOption {
  code: string;
  name: string;
  /** A province-level place with one city or municipality (Metro Manila's cities): that city. */
  singleCityCode?: string | null;
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

/**
 * The region → province → city pickers of a delivery address, over the places the store delivers
 * to. A city listed at province level is asked for once: a region made only of such cities (Metro
 * Manila) shows one City / Municipality picker, and such a city picked as a province fills the city.
 */
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
  const singleCity = (code: string) => provinces.find((p) => p.code === code)?.singleCityCode ?? null;
  const independent = (code: string) => singleCity(code) !== null;
  const pickProvince = (code: string) => {
    onProvince(code);
    const city = singleCity(code);
    if (city) onCity(city);
  };
  const citiesOnly = provinces.length > 0 && provinces.every((p) => independent(p.code));
  return (
    <Stack spacing={2}>
      {select('Region', regions, value.regionCode, onRegion, errors.regionCode)}
      {citiesOnly ? (
        select(
          'City / Municipality',
          provinces,
          value.provinceCode,
          pickProvince,
          errors.provinceCode ? 'City / Municipality is required' : errors.cityCode,
        )
      ) : (
        <>
          {select('Province', provinces, value.provinceCode, pickProvince, errors.provinceCode)}
          {independent(value.provinceCode)
            ? null
            : select('City / Municipality', cities, value.cityCode, onCity, errors.cityCode)}
        </>
      )}
    </Stack>
  );
}
