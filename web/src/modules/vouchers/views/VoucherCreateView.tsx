import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { VoucherForm } from '../components/VoucherForm/VoucherForm';
import { useSaveProgram } from '../hooks/useSaveProgram';
import { emptyVoucher, type ProgramKind, type VoucherValues } from '../voucherForm';
import { KIND_WORDS, storeRoutes } from '../voucherRoutes';

/** store-manager / main-distributor "Create Voucher": a voucher batch or a rebate; back to Rebates when saved. */
export default function VoucherCreateView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const navigate = useNavigate();
  const save = useSaveProgram(route?.appUUID ?? '');
  const [kind, setKind] = useState<ProgramKind>('VOUCHER');
  const [initial] = useState(() => emptyVoucher());
  if (!route) return null;
  const listUrl = route.url(storeRoutes(info?.name).list);
  const backToList = () => void navigate(listUrl);
  const submit = async (values: VoucherValues) => {
    const failure = await save(kind, values);
    if (!failure) backToList();
    return failure;
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Box>
        <Typography variant="h1">{info?.title ?? 'Create Voucher'}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {KIND_WORDS[kind].intro} Dates are in Manila time.
        </Typography>
      </Box>
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3}>
          <FormControl>
            <FormLabel id="voucher-kind">What to create</FormLabel>
            <RadioGroup
              row
              aria-labelledby="voucher-kind"
              value={kind}
              onChange={(e) => setKind(e.target.value as ProgramKind)}
            >
              <FormControlLabel value="VOUCHER" control={<Radio />} label="Voucher batch" />
              <FormControlLabel value="REBATE" control={<Radio />} label="Rebate" />
            </RadioGroup>
          </FormControl>
          <VoucherForm
            key={kind}
            kind={kind}
            initialValues={initial}
            submitLabel="Create"
            onSubmit={submit}
            onCancel={backToList}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
