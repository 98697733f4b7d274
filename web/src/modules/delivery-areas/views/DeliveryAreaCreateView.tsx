import { DeliveryAreaFormView } from './DeliveryAreaFormView';

/** …-delivery-areas-new (store-setup/delivery-areas/create). */
export default function DeliveryAreaCreateView() {
  return <DeliveryAreaFormView mode="create" />;
}
