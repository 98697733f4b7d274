import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ProductSort } from '../../../../generated/graphql';
import {
  DEFAULT_FILTERS,
  type ProductFilters as Filters,
  isLowInventoryView,
  LOW_INVENTORY_FILTERS,
  PUBLISHED_LABELS,
  type PublishedFilter,
  SORT_LABELS,
  STOCK_LABELS,
  type StockFilter,
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

/** Category, published state, stock and sort, and the Low inventory quick view. */
export function ProductFilters({ filters, onChange, categories }: ProductFiltersProps) {
  const low = isLowInventoryView(filters);
  const select = { select: true, size: 'small', sx: { minWidth: { xs: '100%', sm: 160 } } } as const;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        {...select}
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
      <TextField
        {...select}
        label="Status"
        value={filters.published}
        onChange={(e) => {
          const value = e.target.value;
          if (isKey<PublishedFilter>(PUBLISHED_LABELS, value)) onChange({ published: value });
        }}
      >
        {entries(PUBLISHED_LABELS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        label="Stock"
        value={filters.stock}
        onChange={(e) => {
          const value = e.target.value;
          if (isKey<StockFilter>(STOCK_LABELS, value)) onChange({ stock: value });
        }}
      >
        {entries(STOCK_LABELS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        label="Sort by"
        value={filters.sort}
        onChange={(e) => {
          const value = e.target.value;
          if (isKey<ProductSort>(SORT_LABELS, value)) onChange({ sort: value });
        }}
      >
        {entries(SORT_LABELS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
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
    </Stack>
  );
}
