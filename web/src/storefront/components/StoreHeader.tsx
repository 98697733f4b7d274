import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { cartCount } from '../cart';
import { useCart } from '../hooks/CartContext';
import { useStore } from '../hooks/StoreContext';
import { storeUrls } from '../urls';

/** The store's name (home) and the cart with its item count. */
export function StoreHeader() {
  const store = useStore();
  const { cart } = useCart();
  const count = cartCount(cart);
  return (
    <AppBar position="sticky" color="default" elevation={1}>
      <Toolbar sx={{ maxWidth: 1100, width: '100%', mx: 'auto', gap: 1 }}>
        <Typography
          component={Link}
          to={storeUrls.home(store.uuid)}
          variant="h6"
          noWrap
          sx={{ flex: 1, color: 'inherit', textDecoration: 'none' }}
        >
          {store.name}
        </Typography>
        <IconButton component={Link} to={storeUrls.cart(store.uuid)} aria-label={`Cart, ${count} items`}>
          <Badge badgeContent={count} color="primary">
            <ShoppingCartOutlined />
          </Badge>
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
