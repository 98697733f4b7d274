import { builder } from './builder.ts';

/** Payload shapes many domains answer with (the spec's), defined once for the whole schema. */

/** What a delete answers: the uuid of what was removed. */
export const RemovedPayload = builder.objectRef<{ uuid: string }>('RemovedPayload').implement({
  fields: (t) => ({ uuid: t.exposeID('uuid') }),
});

/** What an action with nothing else to say answers. */
export const SuccessPayload = builder.objectRef<{ success: boolean }>('SuccessPayload').implement({
  fields: (t) => ({ success: t.exposeBoolean('success') }),
});
