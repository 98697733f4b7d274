import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PsgcBrowser } from '../../../../lib/psgc/usePsgcBrowser';
import { addPlace, coveredBy, type Place, removePlace, shortName } from '../../coverage';

export interface PsgcPickerProps {
  value: readonly Place[];
  onChange: (places: Place[]) => void;
  browser: PsgcBrowser;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * Coverage from the PSGC: pick a region, then a province, then add the whole region, the whole
 * province, or single cities/municipalities. The chosen places show as chips.
 */
export function PsgcPicker({ value, onChange, browser, error, disabled = false }: PsgcPickerProps) {
  const { regions, provinces, cities, regionCode, provinceCode } = browser;
  const region = regions.find((r) => r.code === regionCode);
  const province = provinces.find((p) => p.code === provinceCode);
  const add = (place: Place) => onChange(addPlace(value, place));
  const toggle = (city: Place) =>
    onChange(value.some((p) => p.code === city.code) ? removePlace(value, city.code) : addPlace(value, city));

  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2">
        Coverage
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Region"
          value={regionCode}
          onChange={(e) => browser.setRegionCode(e.target.value)}
          disabled={disabled}
          sx={{ flex: 1 }}
        >
          {regions.map((r) => (
            <MenuItem key={r.code} value={r.code}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Province"
          value={provinceCode}
          onChange={(e) => browser.setProvinceCode(e.target.value)}
          disabled={disabled || provinces.length === 0}
          sx={{ flex: 1 }}
        >
          {provinces.map((p) => (
            <MenuItem key={p.code} value={p.code}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {region ? (
          <Button
            size="small"
            variant="outlined"
            onClick={() => add(region)}
            disabled={disabled || Boolean(coveredBy(value, region.code))}
          >
            Add all of {shortName(region)}
          </Button>
        ) : null}
        {province ? (
          <Button
            size="small"
            variant="outlined"
            onClick={() => add(province)}
            disabled={disabled || Boolean(coveredBy(value, province.code))}
          >
            Add all of {province.name}
          </Button>
        ) : null}
      </Stack>
      {province && cities.length > 0 ? (
        <Box
          role="group"
          aria-label={`Cities and municipalities of ${province.name}`}
          sx={{
            maxHeight: 240,
            overflowY: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 1.5,
          }}
        >
          {cities.map((city) => {
            const by = coveredBy(value, city.code);
            const broader = by !== undefined && by.code !== city.code;
            return (
              <FormControlLabel
                key={city.code}
                sx={{ display: 'flex' }}
                control={
                  <Checkbox
                    size="small"
                    checked={by !== undefined}
                    disabled={disabled || broader}
                    onChange={() => toggle(city)}
                  />
                }
                label={city.name}
              />
            );
          })}
        </Box>
      ) : null}
      {value.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No places chosen yet.
        </Typography>
      ) : (
        <Box aria-label="Chosen places" role="list" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {value.map((p) => (
            <Chip
              role="listitem"
              key={p.code}
              label={p.level === 'CITY' ? p.name : `${shortName(p)} (${p.cityCount})`}
              onDelete={disabled ? undefined : () => onChange(removePlace(value, p.code))}
            />
          ))}
        </Box>
      )}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Stack>
  );
}
