import { useMutation } from '@apollo/client/react';
import { type FormFailure, formFailure } from '../../../lib/forms/formFailure';
import { useAlert } from '../../../shell/alert/AlertContext';
import { VoucherBatchCreateMutation, VoucherBatchUpdateMutation } from '../graphql/vouchers';
import {
  fromServerFields,
  type ProgramKind,
  type VoucherField,
  type VoucherValues,
  voucherInput,
} from '../voucherForm';
import { CREATED, UPDATED } from '../voucherText';

/** Creates (no uuid) or updates a voucher batch or rebate; answers the server's refusal for the form, or nothing when saved. */
export function useSaveProgram(appUuid: string) {
  const alert = useAlert();
  const [create] = useMutation(VoucherBatchCreateMutation);
  const [update] = useMutation(VoucherBatchUpdateMutation);
  return async (
    kind: ProgramKind,
    values: VoucherValues,
    uuid?: string,
  ): Promise<FormFailure<VoucherField> | undefined> => {
    try {
      const input = voucherInput(values);
      if (uuid) await update({ variables: { input: { uuid, ...input } } });
      else await create({ variables: { input: { appUuid, kind, ...input } } });
      alert.success(uuid ? UPDATED[kind] : CREATED[kind]);
      return undefined;
    } catch (err) {
      return formFailure(err, fromServerFields);
    }
  };
}
