import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import type { VoucherBatchFieldsFragment } from '../../../../generated/graphql';
import { DIALOG_WIDTH_LG } from '../../../../lib/constants';
import { useSaveProgram } from '../../hooks/useSaveProgram';
import { emptyVoucher, type ProgramKind, type VoucherValues, voucherValues } from '../../voucherForm';
import { kindWords } from '../../voucherRoutes';
import { VoucherForm } from '../VoucherForm/VoucherForm';

export interface VoucherFormDialogProps {
  appUuid: string;
  kind: ProgramKind;
  /** The batch or rebate to edit; null to create one. */
  editing: VoucherBatchFieldsFragment | null;
  onClose: () => void;
  /** After a save (e.g. refetch the list). */
  onSaved: () => void;
}

/** Create or edit a voucher batch or a rebate in a dialog; the server's refusals land under the fields. */
export function VoucherFormDialog({ appUuid, kind, editing, onClose, onSaved }: VoucherFormDialogProps) {
  const titleId = useId();
  const save = useSaveProgram(appUuid);
  const [initial] = useState<VoucherValues>(() => (editing ? voucherValues(editing) : emptyVoucher()));
  const words = kindWords(kind);
  const submit = async (values: VoucherValues) => {
    const failure = await save(kind, values, editing?.uuid);
    if (!failure) {
      onSaved();
      onClose();
    }
    return failure;
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_LG, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId}>
        {editing ? `Edit ${words.singular}` : `Create ${words.singular}`}
      </DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <VoucherForm
          kind={kind}
          initialValues={initial}
          submitLabel={editing ? 'Save' : 'Create'}
          onSubmit={submit}
          onCancel={onClose}
          issued={
            editing && kind === 'VOUCHER'
              ? editing.voucherCounts.issued +
                editing.voucherCounts.claimed +
                editing.voucherCounts.redeemed +
                editing.voucherCounts.expired
              : undefined
          }
        />
      </DialogContent>
    </Dialog>
  );
}
