import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { type FormFailure, formFailure } from '../../../lib/forms/formFailure';
import { useAlert } from '../../../shell/alert/AlertContext';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { PromoActionDialogs } from '../components/PromoConfirmDialog/PromoActionDialogs';
import { PromotionForm } from '../components/PromotionForm/PromotionForm';
import { PromotionResults } from '../components/PromotionResults/PromotionResults';
import { PromotionCreateMutation, PromotionQuery, PromotionUpdateMutation } from '../graphql/promotions';
import {
  emptyPromo,
  fromServerFields,
  type PromoField,
  type PromoValues,
  promoInput,
  promoValues,
} from '../promoForm';
import { promoScreen } from '../promoRoutes';
import { CREATED, UPDATED } from '../promoText';

/** Create (no :uuid) or edit (…/:uuid/edit) a promo of the screen's kind; back to the list when saved. */
export function PromotionFormView({ mode }: { mode: 'create' | 'edit' }) {
  const info = useScreenInfo();
  const route = useAppRoute();
  const { section, tab } = promoScreen(info?.name);
  const appUuid = route?.appUUID ?? '';
  const { uuid = '' } = useParams();
  const alert = useAlert();
  const navigate = useNavigate();
  const [ending, setEnding] = useState(false);
  const [initial] = useState(() => emptyPromo());
  const existing = useQuery(PromotionQuery, { variables: { uuid }, skip: mode === 'create' || uuid === '' });
  const [create] = useMutation(PromotionCreateMutation);
  const [update] = useMutation(PromotionUpdateMutation);
  const listUrl = route
    ? `${route.url(section.list)}${section.tabs.length > 1 ? `?tab=${tab.kind.toLowerCase()}` : ''}`
    : '';
  const backToList = () => void navigate(listUrl);

  const save = async (values: PromoValues): Promise<FormFailure<PromoField> | undefined> => {
    try {
      const input = promoInput(tab.kind, values);
      if (mode === 'create') await create({ variables: { input: { appUuid, kind: tab.kind, ...input } } });
      else await update({ variables: { input: { uuid, ...input } } });
      alert.success(mode === 'create' ? CREATED : UPDATED);
      backToList();
      return undefined;
    } catch (err) {
      return formFailure(err, fromServerFields);
    }
  };

  const promotion = existing.data?.promotion;
  const kind = promotion?.kind ?? tab.kind;
  let body: ReactNode;
  if (mode === 'create') {
    body = (
      <PromotionForm
        appUuid={appUuid}
        kind={kind}
        initialValues={initial}
        submitLabel="Create"
        onSubmit={save}
        onCancel={backToList}
      />
    );
  } else if (existing.error && !promotion) {
    body = <RetryAlert message={errorMessage(existing.error)} onRetry={() => void existing.refetch()} />;
  } else if (!promotion) {
    body = <Skeleton variant="rounded" height={480} aria-busy="true" aria-label="Loading promo" />;
  } else {
    body = (
      <>
        <PromotionResults promotion={promotion} onEnd={() => setEnding(true)} />
        <PromotionForm
          key={`${promotion.uuid}-${promotion.updatedAt}`}
          appUuid={appUuid}
          kind={kind}
          initialValues={promoValues(promotion)}
          submitLabel="Save"
          codeLocked={promotion.usedCount > 0}
          onSubmit={save}
          onCancel={backToList}
        />
        <PromoActionDialogs
          ending={ending ? promotion : null}
          deleting={null}
          onClose={() => setEnding(false)}
          onDone={() => void existing.refetch()}
        />
      </>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <Box>
        <Typography variant="h1">
          {info?.title ?? (mode === 'create' ? `Create ${tab.singular}` : `Edit ${tab.singular}`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {section.intro} Dates are in Manila time.
        </Typography>
      </Box>
      {body}
    </Stack>
  );
}
