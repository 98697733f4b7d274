import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  type ProductFilters as Filters,
  isLowInventoryView,
  LOW_INVENTORY_FILTERS,
  PUBLISHED_LABELS,
  SORT_LABELS,
  STOCK_LABELS,
} from '../../productList';

export interface ProductFiltersProps {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  /** Every category, subcategories indented under their parent. */
  categories: readonly { uuid: string; name: string; depth: number }[];
}

const entries = <K extends string>(labels: Readonly<Record<K, string>>): [K, string][] =>
  Object.keys(labels)
    .filter((key): key is K => isKey(labels, key))
    .map((key) => [key, labels[key]]);

function isKey<K extends string>(labels: Readonly<Record<K, string>>, value: string): value is K {
  return Object.hasOwn(labels, value);
}

const SELECT = { select: true, size: 'small', fullWidth: true } as const;

/** A select over a labels table ({ value: label }): the filters' choices are data. */
function LabelSelect<K extends string>(p: {
  label: string;
  labels: Readonly<Record<K, string>>;
  value: K;
  onChange: (value: K) => void;
}) {
  return (
    <TextField
      {...SELECT}
      label={p.label}
      value={p.value}
      onChange={(e) => {
        if (isKey(p.labels, e.target.value)) p.onChange(e.target.value);
      }}
    >
      {entries(p.labels).map(([value, label]) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Category, published state, stock and sort, and the Low inventory quick view. */
export function ProductFilters({ filters, onChange, categories }: ProductFiltersProps) {
  const low = isLowInventoryView(filters);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filters);
  // On a phone the filters fold behind one button, so the products start near the top.
  if (phone && !open)
    return (
      <Button variant="outlined" fullWidth startIcon={<TuneOutlined />} onClick={() => setOpen(true)}>
        {active > 0 ? `Filters (${active})` : 'Filters and sort'}
      </Button>
    );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(140px, 1fr))' },
        alignItems: 'center',
      }}
    >
      <TextField
        {...SELECT}
        label="Category"
        value={filters.categoryUuid}
        onChange={(e) => onChange({ categoryUuid: e.target.value })}
      >
        <MenuItem value="">All categories</MenuItem>
        {categories.map((c) => (
          <MenuItem key={c.uuid} value={c.uuid} sx={{ pl: 2 + c.depth * 2 }}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <LabelSelect
        label="Status"
        labels={PUBLISHED_LABELS}
        value={filters.published}
        onChange={(published) => onChange({ published })}
      />
      <LabelSelect
        label="Stock"
        labels={STOCK_LABELS}
        value={filters.stock}
        onChange={(stock) => onChange({ stock })}
      />
      <LabelSelect
        label="Sort by"
        labels={SORT_LABELS}
        value={filters.sort}
        onChange={(sort) => onChange({ sort })}
      />
      <Button
        variant={low ? 'contained' : 'outlined'}
        color="warning"
        startIcon={<Inventory2Outlined />}
        aria-pressed={low}
        onClick={() =>
          onChange(
            low
              ? { stock: DEFAULT_FILTERS.stock, sort: DEFAULT_FILTERS.sort }
              : { stock: LOW_INVENTORY_FILTERS.stock, sort: LOW_INVENTORY_FILTERS.sort },
          )
        }
        sx={{ whiteSpace: 'nowrap' }}
      >
        Low inventory
      </Button>
    </Box>
  );
}
