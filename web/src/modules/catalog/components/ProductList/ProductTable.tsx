import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { TableRegion } from '../../../../lib/a11y/TableRegion';
import {
  type ProductListItem,
  ProductPrice,
  ProductStatus,
  ProductStock,
  ProductThumb,
  visuallyHidden,
} from './productCells';

export interface ProductRowsProps {
  products: readonly ProductListItem[];
  /** Row checkboxes (apps that are bulkable). */
  selectable: boolean;
  selected: ReadonlySet<string>;
  onToggle: (uuid: string) => void;
  onToggleAll: () => void;
  detailsUrl: ((uuid: string) => string) | null;
  editUrl: ((uuid: string) => string) | null;
}

/** The name (one line in the table, the whole of it in the tooltip) over the category. */
export function ProductName({
  product,
  detailsUrl,
  oneLine = false,
}: {
  product: ProductListItem;
  detailsUrl: ProductRowsProps['detailsUrl'];
  oneLine?: boolean;
}) {
  return (
    <Stack sx={{ minWidth: 0, ...(oneLine ? { maxWidth: 340 } : {}) }}>
      {detailsUrl ? (
        <Link
          component={RouterLink}
          to={detailsUrl(product.uuid)}
          underline="hover"
          noWrap={oneLine}
          title={oneLine ? product.name : undefined}
          sx={{ fontWeight: 600, ...(oneLine ? { display: 'block' } : {}) }}
        >
          {product.name}
        </Link>
      ) : (
        <Typography sx={{ fontWeight: 600 }} noWrap={oneLine} title={oneLine ? product.name : undefined}>
          {product.name}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" noWrap>
        {product.category?.name ?? 'No category'}
      </Typography>
    </Stack>
  );
}

/** The products on a wide screen: photo, name and category, price, stock, status. */
export function ProductTable(p: ProductRowsProps) {
  const all = p.products.length > 0 && p.products.every((x) => p.selected.has(x.uuid));
  const some = p.products.some((x) => p.selected.has(x.uuid));
  return (
    <TableRegion label="Products">
      <Table aria-label="Products" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            {p.selectable ? (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={all}
                  indeterminate={some && !all}
                  onChange={p.onToggleAll}
                  slotProps={{ input: { 'aria-label': 'Select all products on this page' } }}
                />
              </TableCell>
            ) : null}
            <TableCell>Product</TableCell>
            <TableCell>Price</TableCell>
            <TableCell>Stock</TableCell>
            <TableCell>Status</TableCell>
            {p.editUrl ? (
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {p.products.map((product) => (
            <TableRow key={product.uuid} hover selected={p.selected.has(product.uuid)}>
              {p.selectable ? (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={p.selected.has(product.uuid)}
                    onChange={() => p.onToggle(product.uuid)}
                    slotProps={{ input: { 'aria-label': `Select ${product.name}` } }}
                  />
                </TableCell>
              ) : null}
              <TableCell>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <ProductThumb name={product.name} photoUrl={product.photoUrl} size={36} />
                  <ProductName product={product} detailsUrl={p.detailsUrl} oneLine />
                </Stack>
              </TableCell>
              <TableCell>
                <ProductPrice price={product.price} compareAtPrice={product.compareAtPrice} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <ProductStock product={product} />
              </TableCell>
              <TableCell>
                <ProductStatus published={product.published} hidden={product.hidden} />
              </TableCell>
              {p.editUrl ? (
                <TableCell align="right">
                  <IconButton
                    component={RouterLink}
                    to={p.editUrl(product.uuid)}
                    aria-label={`Edit ${product.name}`}
                  >
                    <EditOutlined fontSize="small" />
                  </IconButton>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
