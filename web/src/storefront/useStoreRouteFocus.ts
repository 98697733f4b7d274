import { useFocusOnPageChange } from '../lib/a11y/useFocusOnPageChange';
import { useLocation } from './router';

/** The storefront's route focus (its own router's location): see lib/a11y/useFocusOnPageChange. */
export function useStoreRouteFocus(): void {
  useFocusOnPageChange(useLocation());
}
