import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { cartCount } from '../cart';
import { useCart } from '../hooks/CartContext';
import { useStore } from '../hooks/StoreContext';
import { Link } from '../router';
import { storeUrls } from '../urls';
import { AnnouncementBanner } from './AnnouncementBanner';
import { StoreBrandBar } from './StoreBrand';

/** The store's bar in its colours: its logo and name (home), the cart with its item count, and its announcement. */
export function StoreHeader() {
  const store = useStore();
  const { cart } = useCart();
  const count = cartCount(cart);
  return (
    <>
      <StoreBrandBar
        name={store.name}
        look={store.appearance}
        title={
          <Typography
            component={Link}
            to={storeUrls.home(store.uuid)}
            variant="h6"
            noWrap
            sx={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
          >
            {store.name}
          </Typography>
        }
        actions={
          <IconButton
            component={Link}
            to={storeUrls.cart(store.uuid)}
            aria-label={`Cart, ${count} items`}
            sx={{ color: 'inherit' }}
          >
            {/* No badge at 0: MUI keeps showing the last count while a badge hides, and that stale
                number (say "2" after an order emptied the cart) would disagree with the name. */}
            {count > 0 ? (
              <Badge
                badgeContent={count}
                sx={{
                  '& .MuiBadge-badge': {
                    bgcolor: '#FFFFFF',
                    color: store.appearance.brandColor,
                    fontWeight: 700,
                  },
                }}
              >
                <ShoppingCartOutlined />
              </Badge>
            ) : (
              <ShoppingCartOutlined />
            )}
          </IconButton>
        }
      />
      <AnnouncementBanner />
    </>
  );
}
