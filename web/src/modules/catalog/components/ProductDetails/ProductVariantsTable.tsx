import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ProductFieldsFragment } from '../../../../generated/graphql';
import { TableRegion } from '../../../../lib/a11y/TableRegion';
import { ProductPrice, ProductStock } from '../ProductList/productCells';

/** LOW_STOCK_THRESHOLD of the server: a limited variant with this many units or fewer is low. */
const LOW_STOCK = 10;

/** Each variant's price, stock, units bought or reserved by open orders, and whether it sells. */
export function ProductVariantsTable({ variants }: { variants: ProductFieldsFragment['variants'] }) {
  return (
    <TableRegion label="Variants">
      <Table size="small" aria-label="Variants" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>Variant</TableCell>
            <TableCell>Price</TableCell>
            <TableCell>Stock</TableCell>
            <TableCell align="right">Bought or reserved</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {variants.map((v) => (
            <TableRow key={v.uuid}>
              <TableCell component="th" scope="row">
                {v.variantName}
              </TableCell>
              <TableCell>
                <ProductPrice price={v.price} compareAtPrice={v.compareAtPrice} />
              </TableCell>
              <TableCell>
                <ProductStock
                  product={{
                    stockQuantity: v.limited ? v.stockQuantity : null,
                    lowInStock: v.limited && v.stockQuantity <= LOW_STOCK,
                  }}
                />
              </TableCell>
              <TableCell align="right">{v.boughtAndReservedCount}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={v.published ? 'success' : 'default'}
                  variant={v.published ? 'filled' : 'outlined'}
                  label={v.published ? 'Published' : 'Unpublished'}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
