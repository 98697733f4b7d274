import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DIALOG_WIDTH_LG } from '../../../../lib/constants';
import { RetryAlert } from '../../../../lib/feedback/RetryAlert';
import { formatPeso } from '../../../../lib/format';
import { MAX_ATTACHMENTS, type PickedProduct } from '../../composer';

export type ProductOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'ready'; products: PickedProduct[] };

export interface ProductPickerDialogProps {
  open: boolean;
  onClose: () => void;
  search: string;
  onSearchChange: (search: string) => void;
  options: ProductOptions;
  picked: readonly PickedProduct[];
  onToggle: (product: PickedProduct) => void;
  /** Why the last pick was refused (the limit). */
  error: string | null;
}

/** Picks catalog products to send as a carousel (up to 10). */
export function ProductPickerDialog({
  open,
  onClose,
  search,
  onSearchChange,
  options,
  picked,
  onToggle,
  error,
}: ProductPickerDialogProps) {
  const pickedUuids = new Set(picked.map((p) => p.uuid));
  let body: ReactNode;
  if (options.status === 'loading') {
    body = (
      <Stack spacing={1} sx={{ py: 1 }} aria-busy="true" aria-label="Loading products">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  } else if (options.status === 'error') {
    body = <RetryAlert message={options.message} onRetry={options.onRetry} />;
  } else if (options.products.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {search.trim() ? `No published product matches "${search.trim()}".` : 'No published products yet.'}
      </Typography>
    );
  } else {
    body = (
      <List dense disablePadding aria-label="Products">
        {options.products.map((product) => {
          const checked = pickedUuids.has(product.uuid);
          return (
            <ListItem key={product.uuid} disablePadding>
              <ListItemButton onClick={() => onToggle(product)} sx={{ gap: 1.5, borderRadius: 1 }}>
                <Checkbox
                  edge="start"
                  checked={checked}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-label': product.name } }}
                />
                <Avatar
                  variant="rounded"
                  src={product.featuredPhoto ?? undefined}
                  alt=""
                  sx={{ width: 40, height: 40 }}
                >
                  {product.name[0]}
                </Avatar>
                <ListItemText primary={product.name} secondary={formatPeso(product.price)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="product-picker-title"
      scroll="paper"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_LG, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="product-picker-title">Attach products</DialogTitle>
      <Box sx={{ px: 3, pb: 1.5 }}>
        <TextField
          size="small"
          placeholder="Search products"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          autoFocus
          slotProps={{
            htmlInput: { 'aria-label': 'Search products', type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {error ? (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            {error}
          </Alert>
        ) : null}
      </Box>
      <DialogContent dividers sx={{ minHeight: 200 }}>
        {body}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {picked.length} of {MAX_ATTACHMENTS} selected
        </Typography>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
