import { consoleUploadAuth } from '../../app/apollo';
import { downloadFile } from '../../lib/download';
import { uploadFile } from '../../lib/upload';

/*
 * The catalog CSV (server: modules/catalog/catalog.import.rules.ts): one row per variant, rows with
 * the same Name are one product. The file goes up as it is (POST /uploads/products.csv); the answer
 * is a preview, and nothing changes until the merchant applies it.
 */

export const MAX_CSV_BYTES = 5_000_000;
export const CSV_TOO_LARGE = 'CSV file should be less than 5MB';
export const CSV_TYPE_MESSAGE =
  'Choose a .csv file (in Excel or Google Sheets: File, then Download or Save as CSV)';
export const CSV_NETWORK_ERROR = 'The file could not be uploaded. Check your connection and try again.';
export const CSV_SESSION_EXPIRED = 'Your session has expired. Sign in again to import products.';

/** A starting file in the server's columns: a product without options and one sold in two sizes. */
export const CSV_TEMPLATE = [
  'Name,Description,Category,Section,Published,Hidden,Digital,Option 1 Name,Option 1 Value,Option 2 Name,Option 2 Value,Option 3 Name,Option 3 Value,Price,Compare At Price,Stock,Variant Published',
  'Ube Halaya Jar,Creamy purple yam jam,Desserts,,yes,no,no,,,,,,,250.00,,20,yes',
  'Classic Tee,Cotton crew neck,Apparel,Best Sellers,yes,no,no,Size,S,,,,,349.00,399.00,10,yes',
  'Classic Tee,Cotton crew neck,Apparel,Best Sellers,yes,no,no,Size,M,,,,,349.00,399.00,,yes',
].join('\r\n');

export interface ImportRowError {
  row: number;
  column: string | null;
  message: string;
}

export interface ImportPreview {
  uuid: string;
  rows: number;
  creates: number;
  updates: number;
  errors: ImportRowError[];
}

/** Why a picked file cannot be imported, or null. */
export function csvFileProblem(file: File): string | null {
  if (file.size > MAX_CSV_BYTES) return CSV_TOO_LARGE;
  const looksLikeCsv = /\.csv$/i.test(file.name) || /csv|text\/plain/.test(file.type);
  return looksLikeCsv ? null : CSV_TYPE_MESSAGE;
}

export const uploadCatalogCsv = (appUuid: string, file: File, onProgress?: (fraction: number) => void) =>
  uploadFile<ImportPreview>(`/uploads/products.csv?appUuid=${encodeURIComponent(appUuid)}`, file, {
    ...consoleUploadAuth(),
    onProgress,
    sessionExpired: CSV_SESSION_EXPIRED,
    networkError: CSV_NETWORK_ERROR,
  });

/** "12 new products and 3 updates", in plain words. */
export function previewSummary(p: Pick<ImportPreview, 'rows' | 'creates' | 'updates'>): string {
  const plural = (n: number, one: string, many: string) =>
    `${n.toLocaleString('en-PH')} ${n === 1 ? one : many}`;
  const parts = [plural(p.creates, 'new product', 'new products'), plural(p.updates, 'update', 'updates')];
  return `${plural(p.rows, 'row', 'rows')}: ${parts.join(' and ')}`;
}

/** Saves text as a file download in the browser. */
export const downloadText = (text: string, fileName: string, type = 'text/csv;charset=utf-8'): void =>
  downloadFile(fileName, [text], type);
