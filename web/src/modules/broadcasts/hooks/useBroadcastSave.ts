import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { BroadcastFieldsFragment } from '../../../generated/graphql';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { type BroadcastDraft, inputOf } from '../broadcastRules';
import {
  BroadcastCreateMutation,
  BroadcastSendMutation,
  BroadcastsQuery,
  BroadcastUpdateMutation,
} from '../graphql/broadcasts';

/** The composer's fields the server names in `extensions.fields`. */
const FIELD = /^(name|message|imageUrl|segmentUuid|buttons(\.\d+)?)$/;

export interface Refusal {
  fields: Record<string, string>;
  alert: string | null;
}

/** The server's refusal in the form's terms: at the fields it names, else in the form's alert. */
export function refusalOf(err: unknown): Refusal {
  const fields = Object.fromEntries(Object.entries(fieldErrors(err)).filter(([field]) => FIELD.test(field)));
  return Object.keys(fields).length > 0 ? { fields, alert: null } : { fields: {}, alert: errorMessage(err) };
}

/**
 * Saves the composer's draft (created the first time, updated after) and sends it; a refusal is kept
 * for the form to show, and the typed values stay where they are.
 */
export function useBroadcastSave(appUuid: string, broadcast: BroadcastFieldsFragment | null) {
  const [uuid, setUuid] = useState<string | null>(broadcast?.uuid ?? null);
  const [refusal, setRefusal] = useState<Refusal>({ fields: {}, alert: null });
  const refetchQueries = [{ query: BroadcastsQuery, variables: { appUuid } }];
  const [create, creating] = useMutation(BroadcastCreateMutation, { refetchQueries });
  const [update, updating] = useMutation(BroadcastUpdateMutation, { refetchQueries });
  const [sendNow, sending] = useMutation(BroadcastSendMutation, { refetchQueries });

  const save = async (draft: BroadcastDraft): Promise<BroadcastFieldsFragment | null> => {
    setRefusal({ fields: {}, alert: null });
    const input = inputOf(draft);
    try {
      const saved = uuid
        ? (await update({ variables: { appUuid, uuid, input } })).data?.broadcastUpdate
        : (await create({ variables: { appUuid, input } })).data?.broadcastCreate;
      if (saved) setUuid(saved.uuid);
      return saved ?? null;
    } catch (err) {
      setRefusal(refusalOf(err));
      return null;
    }
  };

  const send = async (): Promise<BroadcastFieldsFragment | null> => {
    if (!uuid) return null;
    setRefusal({ fields: {}, alert: null });
    try {
      return (await sendNow({ variables: { appUuid, uuid } })).data?.broadcastSend ?? null;
    } catch (err) {
      setRefusal(refusalOf(err));
      return null;
    }
  };

  /** A field's change clears its own message. */
  const edited = (field: string) =>
    setRefusal((r) => {
      if (!(field in r.fields)) return r;
      const { [field]: _gone, ...fields } = r.fields;
      return { ...r, fields };
    });

  return {
    uuid,
    refusal,
    edited,
    save,
    send,
    saving: creating.loading || updating.loading,
    sending: sending.loading,
  };
}
