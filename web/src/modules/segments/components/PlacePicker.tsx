import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { usePsgcBrowser } from '../../../lib/psgc/usePsgcBrowser';
import type { Named } from '../segmentRules';

export interface PlacePickerProps {
  value: Named[];
  onChange: (places: Named[]) => void;
  error?: string | undefined;
}

/** Regions and provinces (Metro Manila's cities are its provinces in the PSGC), chosen as chips. */
export function PlacePicker({ value, onChange, error }: PlacePickerProps) {
  const browser = usePsgcBrowser();
  const { regions, provinces, regionCode, provinceCode } = browser;
  const place = provinces.find((p) => p.code === provinceCode) ?? regions.find((r) => r.code === regionCode);
  const add = () => {
    if (place && !value.some((v) => v.id === place.code))
      onChange([...value, { id: place.code, name: place.name }]);
  };
  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          size="small"
          label="Region"
          value={regionCode}
          onChange={(e) => browser.setRegionCode(e.target.value)}
          sx={{ flex: 1, minWidth: 0 }}
        >
          {regions.map((r) => (
            <MenuItem key={r.code} value={r.code}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Province (optional)"
          value={provinceCode}
          onChange={(e) => browser.setProvinceCode(e.target.value)}
          disabled={provinces.length === 0}
          sx={{ flex: 1, minWidth: 0 }}
        >
          {provinces.map((p) => (
            <MenuItem key={p.code} value={p.code}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={add} disabled={!place}>
          Add {place && place.code === provinceCode ? 'province' : 'region'}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Chosen places">
        {value.map((v) => (
          <Chip key={v.id} label={v.name} onDelete={() => onChange(value.filter((x) => x.id !== v.id))} />
        ))}
      </Stack>
      {error && (
        <Stack component="p" role="alert" sx={{ m: 0, color: 'error.main', typography: 'caption' }}>
          {error}
        </Stack>
      )}
    </Stack>
  );
}
