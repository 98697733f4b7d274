import { useMutation, useQuery } from '@apollo/client/react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { PersistentMenuCategory, PersistentMenuWebHeight } from '../../../../generated/graphql';
import { errorMessage, fieldErrors } from '../../../../lib/errors';
import { RetryAlert } from '../../../../lib/feedback/RetryAlert';
import { useAlert } from '../../../../shell/alert/AlertContext';
import { PersistentMenuQuery, PersistentMenuSaveMutation } from '../../graphql/pageConnection';
import {
  CATEGORY_LABELS,
  emptyRow,
  MENU_MAX_BUTTONS,
  MENU_TITLE_MAX,
  type MenuRow,
  rowError,
  toInput,
  WEB_HEIGHT_LABELS,
} from './menuRows';
import { PrimaryAppGuideDialog } from './PrimaryAppGuideDialog';

export interface PersistentMenuEditorProps {
  appUuid: string;
  hasPage: boolean;
  canEdit: boolean;
}

/** The Messenger persistent menu: its buttons, saved and published on the connected page. */
export function PersistentMenuEditor({ appUuid, hasPage, canEdit }: PersistentMenuEditorProps) {
  const alert = useAlert();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(PersistentMenuQuery, {
    variables: { appUuid },
  });
  const [save, { loading: saving }] = useMutation(PersistentMenuSaveMutation);
  const [rows, setRows] = useState<MenuRow[] | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [guideOpen, setGuideOpen] = useState(false);
  const menu = data?.persistentMenu;

  // Publishing happens in the background: look again until it is done.
  useEffect(() => {
    if (menu?.status === 'pending') startPolling(1000);
    else stopPolling();
    return stopPolling;
  }, [menu?.status, startPolling, stopPolling]);

  const shown: MenuRow[] =
    rows ??
    (menu?.items ?? []).map((i) => ({
      key: i.uuid,
      title: i.title,
      category: i.category,
      url: i.url ?? '',
      webHeight: i.webHeight,
    }));
  const change = (index: number, patch: Partial<MenuRow>) =>
    setRows(shown.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  const submit = async () => {
    setFields({});
    try {
      const r = await save({
        variables: { input: { appUuid, items: toInput(shown) } },
        update: (cache, { data: answer }) => {
          if (answer)
            cache.writeQuery({
              query: PersistentMenuQuery,
              variables: { appUuid },
              data: { persistentMenu: answer.persistentMenuSave },
            });
        },
      });
      if (r.data) {
        setRows(null);
        alert.success(hasPage ? 'Menu saved. Publishing it on your page…' : 'Menu saved');
      }
    } catch (err) {
      const byField = fieldErrors(err);
      setFields(byField);
      if (Object.keys(byField).length === 0) alert.error(err);
    }
  };

  if (error && !data) return <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (loading && !data) return <Skeleton variant="rounded" height={120} />;

  return (
    <Card variant="outlined" sx={{ p: 2 }}>
      {!hasPage ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Connect a Facebook page to publish the menu. You can prepare it now.
        </Alert>
      ) : menu?.status === 'published' ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          The menu is published on your page.
        </Alert>
      ) : menu?.status === 'pending' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Publishing the menu on your page…
        </Alert>
      ) : menu?.status === 'failed' && menu.error ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            menu.needsPrimaryApp ? (
              <Button color="inherit" size="small" onClick={() => setGuideOpen(true)}>
                Watch Guide Here
              </Button>
            ) : undefined
          }
        >
          {menu.error}
        </Alert>
      ) : null}
      {shown.length === 0 ? (
        <Typography color="text.secondary">
          No buttons yet. Add one, for example "Shop now" linking to your store.
        </Typography>
      ) : null}
      <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((row, i) => (
          <Stack
            component="li"
            key={row.key}
            direction={{ xs: 'column', md: 'row' }}
            spacing={1}
            aria-label={`Button ${i + 1}`}
          >
            <TextField
              label="Title"
              value={row.title}
              onChange={(e) => change(i, { title: e.target.value })}
              slotProps={{ htmlInput: { maxLength: MENU_TITLE_MAX } }}
              error={Boolean(rowError(fields, i, 'title'))}
              helperText={rowError(fields, i, 'title')}
              disabled={!canEdit}
              sx={{ flex: 1 }}
            />
            <TextField
              select
              label="Category"
              value={row.category}
              onChange={(e) => change(i, { category: e.target.value as PersistentMenuCategory })}
              disabled={!canEdit}
              sx={{ minWidth: 170 }}
            >
              {(Object.keys(CATEGORY_LABELS) as PersistentMenuCategory[]).map((c) => (
                <MenuItem key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </MenuItem>
              ))}
            </TextField>
            {row.category === 'web_url' ? (
              <>
                <TextField
                  label="URL"
                  value={row.url}
                  onChange={(e) => change(i, { url: e.target.value })}
                  error={Boolean(rowError(fields, i, 'url'))}
                  helperText={rowError(fields, i, 'url')}
                  disabled={!canEdit}
                  sx={{ flex: 2 }}
                />
                <TextField
                  select
                  label="Web height"
                  value={row.webHeight}
                  onChange={(e) => change(i, { webHeight: e.target.value as PersistentMenuWebHeight })}
                  disabled={!canEdit}
                  sx={{ minWidth: 190 }}
                >
                  {(Object.keys(WEB_HEIGHT_LABELS) as PersistentMenuWebHeight[]).map((h) => (
                    <MenuItem key={h} value={h}>
                      {WEB_HEIGHT_LABELS[h]}
                    </MenuItem>
                  ))}
                </TextField>
              </>
            ) : null}
            {canEdit ? (
              <IconButton
                aria-label={`Remove button ${i + 1}`}
                onClick={() => setRows(shown.filter((_, j) => j !== i))}
              >
                <DeleteOutlined />
              </IconButton>
            ) : null}
          </Stack>
        ))}
      </Stack>
      {canEdit ? (
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button
            startIcon={<AddOutlined />}
            onClick={() => setRows([...shown, emptyRow()])}
            disabled={shown.length >= MENU_MAX_BUTTONS}
          >
            Add button
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={saving}>
            {saving ? 'Saving…' : 'Save menu'}
          </Button>
        </Stack>
      ) : null}
      <PrimaryAppGuideDialog open={guideOpen} onClose={() => setGuideOpen(false)} />
    </Card>
  );
}
