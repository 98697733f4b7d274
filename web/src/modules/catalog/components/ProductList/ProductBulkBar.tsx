import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductBulkAction } from '../../../../generated/graphql';

export interface ProductBulkBarProps {
  count: number;
  busy: boolean;
  onAction: (action: ProductBulkAction) => void;
  onClear: () => void;
}

/** What to do with the selected products: publish, unpublish or delete them at once. */
export function ProductBulkBar({ count, busy, onAction, onClear }: ProductBulkBarProps) {
  return (
    <Stack
      role="toolbar"
      aria-label="Selected products"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{
        px: { xs: 2, sm: 3 },
        py: 1,
        bgcolor: 'action.selected',
        alignItems: 'center',
        flexWrap: 'wrap',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, minWidth: 100 }}>
        {count} selected
      </Typography>
      <Button size="small" variant="outlined" disabled={busy} onClick={() => onAction('publish')}>
        Publish
      </Button>
      <Button size="small" variant="outlined" disabled={busy} onClick={() => onAction('unpublish')}>
        Unpublish
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={busy}
        onClick={() => onAction('delete')}
      >
        Delete
      </Button>
      <Button size="small" disabled={busy} onClick={onClear}>
        Clear
      </Button>
    </Stack>
  );
}
