import { useMutation } from '@apollo/client/react';
import type { PromotionRowFieldsFragment } from '../../../../generated/graphql';
import { useAlert } from '../../../../shell/alert/AlertContext';
import { PromotionDeleteMutation, PromotionEndMutation } from '../../graphql/promotions';
import { DELETE_QUESTION, DELETED, END_QUESTION, ENDED } from '../../promoText';
import { PromoConfirmDialog } from './PromoConfirmDialog';

type Promo = Pick<PromotionRowFieldsFragment, 'uuid' | 'title'>;

export interface PromoActionDialogsProps {
  /** The promo to end (asks first), or null. */
  ending: Promo | null;
  /** The promo to delete (asks first), or null. */
  deleting: Promo | null;
  onClose: () => void;
  /** After a promo was ended or deleted (e.g. refetch the list, or leave the edit page). */
  onDone: (action: 'end' | 'delete') => void;
}

/** End and Delete, each after its question; the result is said in the alert banner. */
export function PromoActionDialogs({ ending, deleting, onClose, onDone }: PromoActionDialogsProps) {
  const alert = useAlert();
  const [end, { loading: endBusy }] = useMutation(PromotionEndMutation);
  const [remove, { loading: removeBusy }] = useMutation(PromotionDeleteMutation);

  const run = async (action: 'end' | 'delete', uuid: string) => {
    try {
      if (action === 'end') await end({ variables: { uuid } });
      else await remove({ variables: { uuid } });
      alert.success(action === 'end' ? ENDED : DELETED);
      onDone(action);
    } catch (err) {
      alert.error(err);
    } finally {
      onClose();
    }
  };

  return (
    <>
      <PromoConfirmDialog
        open={ending !== null}
        title="End promo"
        message={END_QUESTION}
        detail={ending?.title}
        confirmLabel="End now"
        busyLabel="Ending…"
        busy={endBusy}
        onConfirm={() => ending && void run('end', ending.uuid)}
        onCancel={onClose}
      />
      <PromoConfirmDialog
        open={deleting !== null}
        title="Delete promo"
        message={DELETE_QUESTION}
        detail={deleting?.title}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={removeBusy}
        onConfirm={() => deleting && void run('delete', deleting.uuid)}
        onCancel={onClose}
      />
    </>
  );
}
