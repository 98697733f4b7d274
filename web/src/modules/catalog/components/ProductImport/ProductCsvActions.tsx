import { useApolloClient } from '@apollo/client/react';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useAlert } from '../../../../shell/alert/AlertContext';
import { ProductsExportCsvQuery } from '../../graphql/productImport';
import { downloadText } from '../../productImport';
import { ProductImportDialog } from './ProductImportDialog';

export interface ProductCsvActionsProps {
  appUuid: string;
  /** The store may import (importableCsv) and this user may change the catalog. */
  canImport: boolean;
  onImported(): void;
}

/** Import CSV (a dialog with preview and progress) and Export CSV (a download of the whole catalog). */
export function ProductCsvActions({ appUuid, canImport, onImported }: ProductCsvActionsProps) {
  const client = useApolloClient();
  const alert = useAlert();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { data } = await client.query({
        query: ProductsExportCsvQuery,
        variables: { appUuid },
        fetchPolicy: 'no-cache',
      });
      const day = new Date().toISOString().slice(0, 10);
      downloadText(data?.productsExportCsv ?? '', `products-${day}.csv`);
    } catch (e) {
      alert.error(e);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadOutlined />}
        onClick={() => void exportCsv()}
        disabled={exporting}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        Export CSV
      </Button>
      {canImport && (
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          onClick={() => setImporting(true)}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          Import CSV
        </Button>
      )}
      <ProductImportDialog
        appUuid={appUuid}
        open={importing}
        onClose={() => setImporting(false)}
        onImported={onImported}
      />
    </>
  );
}
