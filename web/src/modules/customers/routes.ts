import type { ScreenMap } from '../../app/screens/types';
import { CUSTOMER_ROUTE_NAMES } from './customerRoutes';

/** The customers list of every bundle with customers; ?customer= opens one customer's details. */
const customers = () => import('./views/CustomersView');

export const customersScreens: ScreenMap = Object.fromEntries(
  CUSTOMER_ROUTE_NAMES.map((name) => [name, customers]),
);
