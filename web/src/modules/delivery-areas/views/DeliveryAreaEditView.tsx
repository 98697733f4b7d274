import { DeliveryAreaFormView } from './DeliveryAreaFormView';

/** …-delivery-areas-edit (store-setup/delivery-areas/{uuid}/edit). */
export default function DeliveryAreaEditView() {
  return <DeliveryAreaFormView mode="edit" />;
}
