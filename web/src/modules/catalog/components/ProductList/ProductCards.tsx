import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { ProductName, type ProductRowsProps } from './ProductTable';
import { ProductPrice, ProductStatus, ProductStock, ProductThumb } from './productCells';

/** The products on a phone (390 px): one card per product, the same facts as the table. */
export function ProductCards(p: ProductRowsProps) {
  const all = p.products.length > 0 && p.products.every((x) => p.selected.has(x.uuid));
  const some = p.products.some((x) => p.selected.has(x.uuid));
  return (
    <Box>
      {p.selectable ? (
        <Box sx={{ px: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          <FormControlLabel
            label="Select all"
            control={
              <Checkbox
                checked={all}
                indeterminate={some && !all}
                onChange={p.onToggleAll}
                slotProps={{ input: { 'aria-label': 'Select all products on this page' } }}
              />
            }
          />
        </Box>
      ) : null}
      <List disablePadding aria-label="Products">
        {p.products.map((product) => (
          <ListItem key={product.uuid} divider sx={{ px: 2, py: 1.5, alignItems: 'flex-start' }}>
            <Stack direction="row" spacing={1.5} sx={{ width: '100%', minWidth: 0 }}>
              {p.selectable ? (
                <Checkbox
                  checked={p.selected.has(product.uuid)}
                  onChange={() => p.onToggle(product.uuid)}
                  sx={{ alignSelf: 'flex-start', ml: -1 }}
                  slotProps={{ input: { 'aria-label': `Select ${product.name}` } }}
                />
              ) : null}
              <ProductThumb name={product.name} photoUrl={product.photoUrl} size={56} />
              <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
                <ProductName product={product} detailsUrl={p.detailsUrl} />
                <ProductPrice price={product.price} compareAtPrice={product.compareAtPrice} />
                <ProductStock product={product} />
                <ProductStatus published={product.published} hidden={product.hidden} />
              </Stack>
              {p.editUrl ? (
                <IconButton
                  component={RouterLink}
                  to={p.editUrl(product.uuid)}
                  aria-label={`Edit ${product.name}`}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  <EditOutlined fontSize="small" />
                </IconButton>
              ) : null}
            </Stack>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
