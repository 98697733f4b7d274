import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { TableRegion } from '../../../../lib/a11y/TableRegion';
import type { Column } from '../../csv';
import { NO_LINKS, type RowLinks } from '../../links';

export interface FigureTableProps<Row> {
  /** The table's name ("Most sold products"). */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** Where product, order and customer cells lead in this app; none by default. */
  links?: RowLinks | undefined;
}

/** A figure's rows with column headers; scrolls sideways on a phone rather than squeezing. */
export function FigureTable<Row>({ label, columns, rows, rowKey, links = NO_LINKS }: FigureTableProps<Row>) {
  const cell = (c: Column<Row>, row: Row) => {
    const to = c.link?.(row, links) ?? null;
    return to === null ? (
      c.value(row)
    ) : (
      <Link component={RouterLink} to={to} underline="hover">
        {c.value(row)}
      </Link>
    );
  };
  return (
    <TableRegion label={label}>
      <Table
        size="small"
        aria-label={label}
        // Tighter cells on a phone: more of the row shows before it scrolls.
        sx={{ minWidth: 320, '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.header} align={c.numeric ? 'right' : 'left'} sx={{ fontWeight: 600 }}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={rowKey(row, i)}>
              {columns.map((c) => (
                <TableCell
                  key={c.header}
                  align={c.numeric ? 'right' : 'left'}
                  sx={c.wraps ? { minWidth: 120 } : { whiteSpace: 'nowrap' }}
                >
                  {cell(c, row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
