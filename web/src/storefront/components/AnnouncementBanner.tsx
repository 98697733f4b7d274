import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useStore } from '../hooks/StoreContext';
import { Link as RouterLink } from '../router';
import { storeUrls } from '../urls';

/** The store's announcement running now (Store Announcement Manager), under the store's bar. */
export function AnnouncementBanner() {
  const store = useStore();
  const banner = store.announcement;
  if (!banner) return null;
  return (
    <Box
      component="aside"
      aria-label="Store announcement"
      sx={{ bgcolor: 'grey.100', borderBottom: 1, borderColor: 'divider', px: 2, py: 1, textAlign: 'center' }}
    >
      <Typography variant="body2" component="p" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {banner.message}
        {banner.productUuid ? (
          <>
            {' '}
            <Link
              component={RouterLink}
              to={storeUrls.product(store.uuid, banner.productUuid)}
              sx={{ fontWeight: 600 }}
            >
              See it
            </Link>
          </>
        ) : null}
      </Typography>
    </Box>
  );
}
