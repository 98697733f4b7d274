import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, installFakeXhr } from '../../../../lib/testing/fakeXhr';
import { renderWithApollo } from '../../../apps/testing/render';
import { ProductImportApplyMutation } from '../../graphql/productImport';
import { CSV_TOO_LARGE } from '../../productImport';
import { ProductImportDialog } from './ProductImportDialog';

const csvFile = (text: string, name = 'catalog.csv') => new File([text], name, { type: 'text/csv' });
const lastXhr = () => FakeXhr.all.at(-1) as FakeXhr;

describe('ProductImportDialog', () => {
  beforeEach(() => installFakeXhr());

  it('shows every bad row from the preview and imports nothing', async () => {
    const user = userEvent.setup();
    renderWithApollo(<ProductImportDialog appUuid="app-1" open onClose={vi.fn()} onImported={vi.fn()} />);
    await user.upload(screen.getByLabelText('CSV file'), csvFile('Name,Price\nTee,abc\n'));
    expect(lastXhr().url).toBe('/uploads/products.csv?appUuid=app-1');
    lastXhr().respond(201, {
      uuid: 'imp-1',
      rows: 2,
      creates: 1,
      updates: 0,
      errors: [{ row: 3, column: 'Price', message: 'Price should be an amount like 349.00' }],
    });
    expect(await screen.findByText('Price should be an amount like 349.00')).toBeInTheDocument();
    expect(screen.getByText(/One row needs fixing/)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import \d+ products$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload corrected file' })).toBeInTheDocument();
  });

  it('applies a clean preview and reports what changed', async () => {
    const user = userEvent.setup();
    const onImported = vi.fn();
    renderWithApollo(<ProductImportDialog appUuid="app-1" open onClose={vi.fn()} onImported={onImported} />, [
      {
        request: { query: ProductImportApplyMutation, variables: { uuid: 'imp-2' } },
        result: {
          data: {
            productImportApply: {
              __typename: 'ProductImport',
              uuid: 'imp-2',
              status: 'applied',
              creates: 2,
              updates: 1,
            },
          },
        },
      },
    ]);
    await user.upload(screen.getByLabelText('CSV file'), csvFile('Name,Price\nA,1\nB,2\nC,3\n'));
    lastXhr().respond(201, { uuid: 'imp-2', rows: 3, creates: 2, updates: 1, errors: [] });
    expect(await screen.findByText('catalog.csv: 3 rows: 2 new products and 1 update')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 3 products' }));
    expect(await screen.findByText('Import complete: 2 added, 1 updated.')).toBeInTheDocument();
    await waitFor(() => expect(onImported).toHaveBeenCalledOnce());
  });

  it('refuses a file over 5MB before uploading it', async () => {
    const user = userEvent.setup();
    renderWithApollo(<ProductImportDialog appUuid="app-1" open onClose={vi.fn()} onImported={vi.fn()} />);
    const big = csvFile('x');
    Object.defineProperty(big, 'size', { value: 5_000_001 });
    await user.upload(screen.getByLabelText('CSV file'), big);
    expect(await screen.findByText(CSV_TOO_LARGE)).toBeInTheDocument();
    expect(FakeXhr.all).toHaveLength(0);
  });
});
