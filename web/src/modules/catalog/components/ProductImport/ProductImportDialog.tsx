import { useMutation, useSubscription } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { GENERIC_SERVER_ERROR } from '../../../../lib/constants';
import { errorMessage } from '../../../../lib/errors';
import { UploadError } from '../../../../lib/upload';
import { ProductImportApplyMutation, ProductImportProgressSubscription } from '../../graphql/productImport';
import {
  CSV_TEMPLATE,
  csvFileProblem,
  downloadText,
  type ImportPreview,
  previewSummary,
  uploadCatalogCsv,
} from '../../productImport';

type Step =
  | { kind: 'choose'; error?: string }
  | { kind: 'uploading'; fileName: string; fraction: number }
  | { kind: 'preview'; fileName: string; preview: ImportPreview; error?: string }
  | { kind: 'applying'; preview: ImportPreview }
  | { kind: 'done'; creates: number; updates: number };

export interface ProductImportDialogProps {
  appUuid: string;
  open: boolean;
  onClose(): void;
  /** After an import is applied (the list refetches). */
  onImported(): void;
}

/** Upload a catalog CSV, see every bad row, then apply it all at once with progress. */
export function ProductImportDialog({ appUuid, open, onClose, onImported }: ProductImportDialogProps) {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const input = useRef<HTMLInputElement>(null);
  const [apply] = useMutation(ProductImportApplyMutation);
  const applying = step.kind === 'applying' ? step.preview.uuid : null;
  const progress = useSubscription(ProductImportProgressSubscription, {
    variables: { uuid: applying ?? '' },
    skip: !applying,
  });
  const busy = step.kind === 'uploading' || step.kind === 'applying';

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = csvFileProblem(file);
    if (problem) return setStep({ kind: 'choose', error: problem });
    setStep({ kind: 'uploading', fileName: file.name, fraction: 0 });
    try {
      const preview = await uploadCatalogCsv(appUuid, file, (fraction) =>
        setStep({ kind: 'uploading', fileName: file.name, fraction }),
      );
      setStep({ kind: 'preview', fileName: file.name, preview });
    } catch (err) {
      setStep({ kind: 'choose', error: err instanceof UploadError ? err.message : GENERIC_SERVER_ERROR });
    }
  };

  const start = async (preview: ImportPreview, fileName: string) => {
    setStep({ kind: 'applying', preview });
    try {
      const result = await apply({ variables: { uuid: preview.uuid } });
      const done = result.data?.productImportApply;
      setStep({
        kind: 'done',
        creates: done?.creates ?? preview.creates,
        updates: done?.updates ?? preview.updates,
      });
      onImported();
    } catch (err) {
      // The preview is kept on the server: applying it again is safe.
      setStep({ kind: 'preview', fileName, preview, error: errorMessage(err) });
    }
  };

  const close = () => {
    if (busy) return;
    setStep({ kind: 'choose' });
    onClose();
  };
  const chooseAgain = () => {
    setStep({ kind: 'choose' });
    input.current?.click();
  };

  const processed = progress.data?.productImportProgress;
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="product-import-title">
      <DialogTitle id="product-import-title">Import products from CSV</DialogTitle>
      <DialogContent>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label="CSV file"
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {step.kind === 'choose' && (
          <Stack spacing={2}>
            <Typography>
              One row per product, or per variant for products with options (rows with the same Name are one
              product). Products whose name is already in your store are replaced. Nothing changes until you
              confirm.
            </Typography>
            <Link
              component="button"
              type="button"
              onClick={() => downloadText(CSV_TEMPLATE, 'products-template.csv')}
            >
              Download a template
            </Link>
            {step.error && <Alert severity="error">{step.error}</Alert>}
          </Stack>
        )}
        {step.kind === 'uploading' && (
          <Stack spacing={1}>
            <Typography>Checking {step.fileName}…</Typography>
            <LinearProgress variant="determinate" value={step.fraction * 100} aria-label="Upload progress" />
          </Stack>
        )}
        {step.kind === 'preview' && (
          <Stack spacing={2}>
            <Typography>
              {step.fileName}: {previewSummary(step.preview)}
            </Typography>
            {step.error && <Alert severity="error">{step.error}</Alert>}
            {step.preview.errors.length > 0 ? (
              <>
                <Alert severity="warning">
                  {step.preview.errors.length === 1
                    ? 'One row needs'
                    : `${step.preview.errors.length} rows need`}{' '}
                  fixing. Correct the file and upload it again: nothing was imported.
                </Alert>
                <Table size="small" aria-label="Rows with errors">
                  <TableHead>
                    <TableRow>
                      <TableCell>Line</TableCell>
                      <TableCell>Column</TableCell>
                      <TableCell>Problem</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {step.preview.errors.slice(0, 200).map((e) => (
                      <TableRow key={`${e.row}-${e.column}-${e.message}`}>
                        <TableCell>{e.row}</TableCell>
                        <TableCell>{e.column ?? '—'}</TableCell>
                        <TableCell>{e.message}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </>
            ) : (
              <Alert severity="success">Every row is ready to import.</Alert>
            )}
          </Stack>
        )}
        {step.kind === 'applying' && (
          <Stack spacing={1}>
            <Typography>
              Importing{' '}
              {processed
                ? `${processed.processed.toLocaleString('en-PH')} of ${processed.total.toLocaleString('en-PH')}`
                : ''}{' '}
              products… Keep this window open.
            </Typography>
            <LinearProgress
              variant={processed && processed.total > 0 ? 'determinate' : 'indeterminate'}
              value={
                processed && processed.total > 0 ? (processed.processed / processed.total) * 100 : undefined
              }
              aria-label="Import progress"
            />
          </Stack>
        )}
        {step.kind === 'done' && (
          <Alert severity="success">
            Import complete: {step.creates.toLocaleString('en-PH')} added,{' '}
            {step.updates.toLocaleString('en-PH')} updated.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {step.kind === 'done' ? 'Close' : 'Cancel'}
        </Button>
        {(step.kind === 'choose' || (step.kind === 'preview' && step.preview.errors.length > 0)) && (
          <Button variant="contained" onClick={chooseAgain}>
            {step.kind === 'choose' ? 'Choose CSV file' : 'Upload corrected file'}
          </Button>
        )}
        {step.kind === 'preview' && step.preview.errors.length === 0 && (
          <Button variant="contained" onClick={() => void start(step.preview, step.fileName)}>
            Import {step.preview.creates + step.preview.updates} products
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
