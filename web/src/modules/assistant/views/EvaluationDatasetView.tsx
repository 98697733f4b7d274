import AddOutlined from '@mui/icons-material/AddOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import type { EvaluationCaseFieldsFragment } from '../../../generated/graphql';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { type FormFailure, formFailure } from '../../../lib/forms/formFailure';
import { useAlert } from '../../../shell/alert/AlertContext';
import { ConfirmDialog } from '../../apps/components/ConfirmDialog/ConfirmDialog';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { useManagerAccess } from '../../apps/hooks/useManagerAccess';
import { BuiltinSetCard } from '../components/BuiltinSet/BuiltinSetCard';
import { EvaluationCaseDialog } from '../components/EvaluationCaseDialog/EvaluationCaseDialog';
import { EvaluationCaseList } from '../components/EvaluationCaseList/EvaluationCaseList';
import { EvaluationTabs } from '../components/EvaluationTabs/EvaluationTabs';
import {
  CASE_FORM_FIELDS,
  type CaseFormField,
  type CaseFormValues,
  caseFormStart,
  caseInput,
} from '../evaluation';
import { useBuiltinCases } from '../hooks/useBuiltinCases';
import { useEvaluationCases } from '../hooks/useEvaluationCases';
import { useEvaluationTabs } from '../hooks/useEvaluationTabs';
import { useStartEvaluation } from '../hooks/useStartEvaluation';
import { CASE_CREATED, CASE_REMOVED, CASE_UPDATED, REMOVE_CASE_QUESTION } from '../messages';

type Editing = { mode: 'create' } | { mode: 'edit'; item: EvaluationCaseFieldsFragment };

/**
 * chatbot-evaluation-dataset: the cases an evaluation runs the assistant on, Run evaluation, and the
 * built-in set. Starting a run opens History on it, where its progress shows.
 */
export default function EvaluationDatasetView() {
  const route = useAppRoute();
  const appUuid = route?.appUUID ?? '';
  const tabs = useEvaluationTabs();
  const alert = useAlert();
  const dataset = useEvaluationCases(appUuid);
  const builtin = useBuiltinCases();
  const { readOnly } = useManagerAccess(appUuid);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<EvaluationCaseFieldsFragment | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const { run, starting } = useStartEvaluation(appUuid);

  const save = async (values: CaseFormValues): Promise<FormFailure<CaseFormField> | undefined> => {
    const input = caseInput(values);
    if (input === null || editing === null) return undefined;
    try {
      if (editing.mode === 'create') await dataset.createCase(input);
      else await dataset.updateCase(editing.item.uuid, input);
      alert.success(editing.mode === 'create' ? CASE_CREATED : CASE_UPDATED);
      setEditing(null);
      return undefined;
    } catch (error) {
      return formFailure(error, CASE_FORM_FIELDS);
    }
  };

  const confirmRemove = async () => {
    if (removing === null) return;
    setRemoveBusy(true);
    try {
      await dataset.deleteCase(removing.uuid);
      alert.success(CASE_REMOVED);
    } catch (error) {
      alert.error(error);
    } finally {
      setRemoveBusy(false);
      setRemoving(null);
    }
  };

  let list: ReactNode;
  if (dataset.loadError !== null) {
    list = <RetryAlert message={dataset.loadError} onRetry={dataset.retry} sx={{ m: 2 }} />;
  } else if (dataset.loading) {
    list = (
      <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" aria-label="Loading evaluation cases">
        <Skeleton variant="rounded" height={64} />
        <Skeleton variant="rounded" height={64} />
      </Stack>
    );
  } else if (dataset.cases.length === 0) {
    list = (
      <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, py: 3 }}>
        No evaluation cases yet. Add messages your customers often send, each with the intent the assistant
        should read and the products a good reply offers; then run an evaluation to see how well it does.
      </Typography>
    );
  } else {
    list = (
      <>
        <EvaluationCaseList
          cases={dataset.cases}
          disabled={starting}
          canManage={!readOnly}
          onEdit={(item) => setEditing({ mode: 'edit', item })}
          onRemove={setRemoving}
        />
        {dataset.hasMore ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}>
            <Button onClick={() => void dataset.loadMore()} disabled={dataset.loadingMore}>
              {dataset.loadingMore ? 'Loading…' : 'Load more'}
            </Button>
          </Box>
        ) : null}
      </>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      {tabs ? <EvaluationTabs current="dataset" hrefs={tabs} /> : null}
      {readOnly ? (
        <Alert severity="info">
          Only the store owner and admins can change the dataset and run evaluations.
        </Alert>
      ) : null}
      <Card>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ px: { xs: 2, sm: 3 }, pt: 2.5, pb: 2, alignItems: { sm: 'center' } }}
        >
          <Box sx={{ flex: 1 }}>
            <Typography variant="h3" component="h2">
              Dataset
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              An evaluation sends each message to the assistant and checks the intent it reads and the
              products it offers.
            </Typography>
          </Box>
          {readOnly ? null : (
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
              <Button
                variant="outlined"
                startIcon={<AddOutlined />}
                onClick={() => setEditing({ mode: 'create' })}
                disabled={starting}
                sx={{ flex: { xs: 1, sm: 'none' } }}
              >
                Add case
              </Button>
              <Button
                variant="contained"
                startIcon={<PlayArrowOutlined />}
                onClick={() => void run('merchant')}
                disabled={starting || dataset.cases.length === 0}
                sx={{ flex: { xs: 1, sm: 'none' } }}
              >
                Run evaluation
              </Button>
            </Stack>
          )}
        </Stack>
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>{list}</Box>
      </Card>
      <BuiltinSetCard
        cases={builtin.cases}
        loadError={builtin.loadError}
        onRetry={builtin.retry}
        canRun={!readOnly}
        starting={starting}
        onRun={() => void run('builtin')}
      />
      {editing ? (
        <EvaluationCaseDialog
          mode={editing.mode}
          initialValues={caseFormStart(editing.mode === 'edit' ? editing.item : undefined)}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Remove evaluation case"
        message={REMOVE_CASE_QUESTION}
        detail={removing?.message}
        busy={removeBusy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
