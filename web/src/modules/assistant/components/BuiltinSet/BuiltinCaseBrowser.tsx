import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import {
  type BuiltinCase,
  filterBuiltinCases,
  LANGUAGES,
  type Language,
  languageLabel,
  moodLabel,
} from '../../evaluationQuality';
import { intentLabel } from '../../labels';
import { ListPager } from '../ListPager';

/** Messages per page of the browser. */
export const BUILTIN_PAGE_SIZE = 10;

function isLanguageFilter(value: string): value is Language | 'all' {
  return value === 'all' || (LANGUAGES as readonly string[]).includes(value);
}

/** The built-in set to read: a language filter, a search, and the messages ten at a time. */
export function BuiltinCaseBrowser({ cases }: { cases: readonly BuiltinCase[] }) {
  const [language, setLanguage] = useState<Language | 'all'>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const shown = useMemo(() => filterBuiltinCases(cases, language, search), [cases, language, search]);
  const pages = Math.max(1, Math.ceil(shown.length / BUILTIN_PAGE_SIZE));
  const current = Math.min(page, pages);
  const first = (current - 1) * BUILTIN_PAGE_SIZE;
  const rows = shown.slice(first, first + BUILTIN_PAGE_SIZE);

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
        <TextField
          select
          size="small"
          label="Language"
          value={language}
          onChange={(event) => {
            if (isLanguageFilter(event.target.value)) setLanguage(event.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="all">All languages</MenuItem>
          {LANGUAGES.map((code) => (
            <MenuItem key={code} value={code}>
              {languageLabel(code)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label="Search messages"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ px: { xs: 2, sm: 3 }, pb: 1 }}>
        {shown.length === 0
          ? 'No messages match.'
          : `Showing ${first + 1}–${first + rows.length} of ${shown.length}`}
      </Typography>
      <Stack component="ul" aria-label="Built-in messages" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((item) => (
          <Box
            component="li"
            key={item.id}
            aria-label={item.message}
            sx={{ px: { xs: 2, sm: 3 }, py: 1.5, borderTop: 1, borderColor: 'divider' }}
          >
            <Typography sx={{ overflowWrap: 'anywhere' }}>{item.message}</Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
              <Chip size="small" variant="outlined" label={languageLabel(item.language)} />
              <Chip size="small" variant="outlined" label={`Mood: ${moodLabel(item.mood)}`} />
              <Chip size="small" color="primary" label={intentLabel(item.intent)} />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, overflowWrap: 'anywhere' }}>
              {item.facts.length === 0 ? 'No facts required' : `Facts: ${item.facts.join(' · ')}`}
            </Typography>
          </Box>
        ))}
      </Stack>
      <ListPager pages={pages} page={current} onChange={setPage} label="Built-in messages pages" />
    </Box>
  );
}
