import CloseOutlined from '@mui/icons-material/CloseOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { StoreBrandBar, type StoreLook, StoreWelcome } from '../../../storefront/components/StoreBrand';

/** The preview drawer's size (document 2 §2.2): 500 wide beside the form, 637 tall from the bottom on a phone. */
export const PREVIEW_WIDTH = 500;
export const PREVIEW_HEIGHT_XS = 637;

export interface StorePreviewDrawerProps {
  open: boolean;
  onClose: () => void;
  appUuid: string;
  name: string;
  look: StoreLook;
}

/**
 * What customers will see, live as the merchant types: the storefront's own header and welcome
 * components with the unsaved values, and a link to the real store.
 */
export function StorePreviewDrawer({ open, onClose, appUuid, name, look }: StorePreviewDrawerProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Drawer
      anchor={phone ? 'bottom' : 'right'}
      open={open}
      onClose={onClose}
      // Over the console's top bar (which sits above the navigation drawer).
      sx={{ zIndex: (t) => t.zIndex.modal }}
      slotProps={{
        paper: {
          'aria-labelledby': 'store-preview-title',
          sx: phone
            ? { height: PREVIEW_HEIGHT_XS, maxHeight: '90vh' }
            : { width: PREVIEW_WIDTH, maxWidth: '100%' },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
        <Typography id="store-preview-title" variant="h3" component="h2" sx={{ flex: 1 }}>
          Preview
        </Typography>
        <IconButton onClick={onClose} aria-label="Close preview">
          <CloseOutlined />
        </IconButton>
      </Stack>
      <Box
        sx={{
          mx: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 3,
          overflow: 'hidden',
          bgcolor: 'background.default',
        }}
      >
        <StoreBrandBar name={name || 'Your store'} look={look} position="static" />
        <Stack spacing={2} sx={{ p: 2 }}>
          <StoreWelcome look={look} />
          <Typography variant="body2" color="text.secondary">
            Your products appear here, in the order customers see them.
          </Typography>
        </Stack>
      </Box>
      <Box sx={{ p: 2 }}>
        <Button
          href={`/store/${encodeURIComponent(appUuid)}`}
          target="_blank"
          rel="noopener"
          endIcon={<OpenInNewOutlined />}
        >
          Open your store (saved version)
        </Button>
      </Box>
    </Drawer>
  );
}
