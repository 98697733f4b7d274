import { useLocation } from 'react-router';
import { useFocusOnPageChange } from './useFocusOnPageChange';

export { ROUTE_FOCUS_TIMEOUT_MS } from './useFocusOnPageChange';

/** The console's route focus (react-router's location): see useFocusOnPageChange. */
export function useRouteFocus(): void {
  useFocusOnPageChange(useLocation());
}
