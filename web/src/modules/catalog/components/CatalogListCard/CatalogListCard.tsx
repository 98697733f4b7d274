import AddOutlined from '@mui/icons-material/AddOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { softDisabled } from '../../../../lib/a11y/softDisabled';
import { PAGE_SIZE_OPTIONS } from '../../../../lib/constants';
import { RetryAlert } from '../../../../lib/feedback/RetryAlert';

export interface CatalogListCardProps {
  title: string;
  /** e.g. 'Search categories'; without it the list has no search box (a store's few announcements). */
  searchLabel?: string;
  search?: string;
  onSearchChange?: (search: string) => void;
  createLabel: string;
  /** null: nothing to create here (no Create button). */
  createUrl: string | null;
  /** Filters under the title row. */
  filters?: ReactNode;
  /** More header buttons, before Create (e.g. Import and Export CSV). */
  actions?: ReactNode;
  /** Shown above the rows, e.g. the bulk actions of the selected rows. */
  bulkBar?: ReactNode;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Shown when the page is empty: a sentence, or a sentence with an action. */
  empty: ReactNode;
  isEmpty: boolean;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Where the page is, e.g. "1–20 of 57"; "Page {n}" without it. */
  summary?: string;
  /** Wider than the 960 px of a simple list (a table). */
  maxWidth?: number;
  children: ReactNode;
}

/** A catalog list: title, search, Create, the rows, and keyset Previous / Next with page sizes 10/20/50/100. */
export function CatalogListCard(p: CatalogListCardProps) {
  let body: ReactNode;
  if (p.error !== null) body = <RetryAlert message={p.error} onRetry={p.onRetry} sx={{ m: 2 }} />;
  else if (p.loading)
    body = (
      <Stack
        spacing={1}
        sx={{ p: 2 }}
        role="status"
        aria-busy="true"
        aria-label={`Loading ${p.title.toLowerCase()}`}
      >
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={48} />
      </Stack>
    );
  else if (p.isEmpty)
    body =
      typeof p.empty === 'string' ? (
        <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, py: 3 }}>
          {p.empty}
        </Typography>
      ) : (
        <Box sx={{ px: { xs: 2, sm: 3 }, py: 3 }}>{p.empty}</Box>
      );
  else body = p.children;

  return (
    <Card sx={{ maxWidth: p.maxWidth ?? 960 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 2, alignItems: { sm: 'center' } }}
      >
        <Typography variant="h3" component="h1" sx={{ flex: 1, whiteSpace: { sm: 'nowrap' } }}>
          {p.title}
        </Typography>
        {p.searchLabel !== undefined && (
          <TextField
            size="small"
            type="search"
            label={p.searchLabel}
            value={p.search}
            onChange={(e) => p.onSearchChange?.(e.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ width: { sm: 280 }, flexShrink: 1 }}
          />
        )}
        {p.actions}
        {p.createUrl === null ? null : (
          <Button
            component={RouterLink}
            to={p.createUrl}
            variant="contained"
            startIcon={<AddOutlined />}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {p.createLabel}
          </Button>
        )}
      </Stack>
      {p.filters ? <Box sx={{ px: { xs: 2, sm: 3 }, pb: 2 }}>{p.filters}</Box> : null}
      {p.bulkBar ?? null}
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>{body}</Box>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{
          px: { xs: 2, sm: 3 },
          py: 1.5,
          borderTop: 1,
          borderColor: 'divider',
          alignItems: 'center',
          flexWrap: 'wrap',
          rowGap: 1,
        }}
      >
        <TextField
          select
          size="small"
          label="Rows per page"
          value={p.pageSize}
          onChange={(e) => p.onPageSizeChange(Number(e.target.value))}
          sx={{ width: 130 }}
        >
          {PAGE_SIZE_OPTIONS.map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Typography variant="body2" color="text.secondary" aria-label="Page">
          {p.summary ?? `Page ${p.page}`}
        </Typography>
        <Button size="small" {...softDisabled(!p.hasPrevious || p.loading, p.onPrevious)}>
          Previous
        </Button>
        <Button size="small" {...softDisabled(!p.hasNext || p.loading, p.onNext)}>
          Next
        </Button>
      </Stack>
    </Card>
  );
}
