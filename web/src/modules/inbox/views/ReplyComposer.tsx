import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { useAlert } from '../../../shell/alert/AlertContext';
import { putMessage } from '../cache';
import { Composer } from '../components/Composer/Composer';
import { PhotoUrlDialog } from '../components/PhotoUrlDialog/PhotoUrlDialog';
import {
  type ProductOptions,
  ProductPickerDialog,
} from '../components/ProductPickerDialog/ProductPickerDialog';
import {
  addPhotoUrl,
  canSend,
  type Draft,
  type PickedProduct,
  pendingMessage,
  sendInput,
  toggleProduct,
} from '../composer';
import { InboxMessageSendMutation, InboxProductsQuery } from '../graphql/inbox';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import type { RecipientNode } from '../recipients';

export interface ReplyComposerProps {
  appUuid: string;
  recipient: Pick<RecipientNode, 'uuid' | 'inboxPlatformOrigin' | 'replyWindow'>;
}

const EMPTY: Draft = { text: '', products: [], photoUrls: [] };
const PICKER_PAGE = 20;
const SEARCH_DELAY_MS = 300;

let pendingCounter = 0;

/**
 * Sends the merchant's reply (inboxMessageSend). The message shows at once as "Sending..." (an
 * optimistic answer); a failure takes it away again, shows the server's message and gives the
 * draft back.
 */
export function ReplyComposer({ appUuid, recipient }: ReplyComposerProps) {
  const alert = useAlert();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const [pickerOpen, setPickerOpen] = useState(false);
  const [photoOpen, setPhotoOpen] = useState(false);
  const [productSearch, setProductSearch] = useState('');
  const [pickError, setPickError] = useState<string | null>(null);
  const settledSearch = useDebouncedValue(productSearch.trim(), SEARCH_DELAY_MS);
  const [send] = useMutation(InboxMessageSendMutation);

  const products = useQuery(InboxProductsQuery, {
    variables: { appUuid, first: PICKER_PAGE, ...(settledSearch === '' ? {} : { search: settledSearch }) },
    skip: !pickerOpen,
    fetchPolicy: 'cache-and-network',
  });

  let options: ProductOptions;
  if (products.data) options = { status: 'ready', products: products.data.inboxProducts };
  else if (products.error)
    options = {
      status: 'error',
      message: errorMessage(products.error),
      onRetry: () => void products.refetch(),
    };
  else options = { status: 'loading' };

  const submit = async () => {
    const sent = draftRef.current;
    if (recipient.replyWindow === 'closed' || !canSend(sent)) return;
    pendingCounter += 1;
    const optimistic = pendingMessage({
      uuid: `pending-${Date.now()}-${pendingCounter}`,
      pageRecipientUuid: recipient.uuid,
      platformOrigin: recipient.inboxPlatformOrigin,
      draft: sent,
      now: new Date(),
    });
    setDraft(EMPTY);
    try {
      await send({
        variables: { input: sendInput(recipient.uuid, sent) },
        optimisticResponse: { inboxMessageSend: optimistic },
        update: (cache, { data }) => {
          const message = data?.inboxMessageSend;
          if (message) putMessage(cache, message);
        },
      });
    } catch (error) {
      alert.error(error);
      // The pending message is gone again; what was typed comes back unless something new was.
      if (!canSend(draftRef.current)) setDraft(sent);
    }
  };

  const togglePick = (product: PickedProduct) => {
    const next = toggleProduct(draft.products, product);
    setPickError(next.error);
    setDraft((current) => ({ ...current, products: next.picked }));
  };

  const addPhoto = (url: string): string | null => {
    const next = addPhotoUrl(draft.photoUrls, url);
    if (next.error === null) setDraft((current) => ({ ...current, photoUrls: next.photoUrls }));
    return next.error;
  };

  return (
    <>
      <Composer
        draft={draft}
        onTextChange={(text) => setDraft((current) => ({ ...current, text }))}
        onRemoveProduct={(uuid) =>
          setDraft((current) => ({ ...current, products: current.products.filter((p) => p.uuid !== uuid) }))
        }
        onRemovePhoto={(url) =>
          setDraft((current) => ({ ...current, photoUrls: current.photoUrls.filter((u) => u !== url) }))
        }
        onOpenProducts={() => {
          setPickError(null);
          setPickerOpen(true);
        }}
        onOpenPhoto={() => setPhotoOpen(true)}
        onSend={() => void submit()}
        replyWindow={recipient.replyWindow}
      />
      <ProductPickerDialog
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        search={productSearch}
        onSearchChange={setProductSearch}
        options={options}
        picked={draft.products}
        onToggle={togglePick}
        error={pickError}
      />
      <PhotoUrlDialog open={photoOpen} onClose={() => setPhotoOpen(false)} onAdd={addPhoto} />
    </>
  );
}
