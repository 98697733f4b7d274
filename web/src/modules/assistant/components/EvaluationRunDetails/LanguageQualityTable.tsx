import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { TableRegion } from '../../../../lib/a11y/TableRegion';
import {
  barLabel,
  formatShare,
  type GroupQuality,
  languageLabel,
  meetsBar,
  orderedGroups,
  QUALITY_COLUMNS,
  type QualityColumn,
} from '../../evaluationQuality';

function Figure({ column, value }: { column: QualityColumn; value: number }) {
  const met = meetsBar(column, value);
  const bar = barLabel(column);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
      <span>{formatShare(value)}</span>
      {met === true ? (
        <CheckCircleOutlined fontSize="small" color="success" titleAccess={`Meets the bar (${bar})`} />
      ) : null}
      {met === false ? (
        <WarningAmberOutlined fontSize="small" color="warning" titleAccess={`Below the bar (${bar})`} />
      ) : null}
    </Stack>
  );
}

/** A built-in run's quality per language group (English, Tagalog, Taglish, All), against the bar. */
export function LanguageQualityTable({ groups }: { groups: readonly GroupQuality[] }) {
  const bars = QUALITY_COLUMNS.filter((column) => column.bar)
    .map((column) => `${column.label.toLowerCase()} ${barLabel(column)}`)
    .join(', ');
  return (
    <>
      <Typography variant="h3" component="h3" sx={{ mt: 2.5, mb: 0.5 }}>
        Quality by language
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The bar: {bars}.
      </Typography>
      {groups.length === 0 ? (
        <Typography color="text.secondary">No language groups were scored in this run.</Typography>
      ) : (
        <TableRegion label="Quality by language">
          <Table size="small" aria-label="Quality by language" sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                <TableCell>Language</TableCell>
                <TableCell align="right">Cases</TableCell>
                {QUALITY_COLUMNS.map((column) => (
                  <TableCell key={column.metric} align="right">
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {orderedGroups(groups).map((group) => (
                <TableRow key={group.language} aria-label={languageLabel(group.language)}>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{ fontWeight: group.language === 'all' ? 600 : 400 }}
                  >
                    {languageLabel(group.language)}
                  </TableCell>
                  <TableCell align="right">{group.cases}</TableCell>
                  {QUALITY_COLUMNS.map((column) => (
                    <TableCell key={column.metric} align="right">
                      <Figure column={column} value={group[column.metric]} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableRegion>
      )}
    </>
  );
}
