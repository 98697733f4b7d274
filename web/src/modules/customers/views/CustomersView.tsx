import Box from '@mui/material/Box';
import { useCustomerRoute } from '../hooks/useCustomerRoute';
import { CustomerDetailsPanel } from './CustomerDetailsPanel';
import { CustomerListPanel } from './CustomerListPanel';

/**
 * Every bundle's customers list (customers route). With ?customer= the customer's details open in
 * place; the list stays mounted behind them, so Back returns to the same page and search.
 */
export default function CustomersView() {
  const route = useCustomerRoute();
  if (!route) return null;
  return (
    <>
      <Box hidden={route.customer !== null}>
        <CustomerListPanel route={route} />
      </Box>
      {route.customer ? <CustomerDetailsPanel route={route} uuid={route.customer} /> : null}
    </>
  );
}
