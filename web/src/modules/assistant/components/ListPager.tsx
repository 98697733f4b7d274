import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';

/** The page numbers under a client-side paged list (nothing when it fits one page). */
export function ListPager(props: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
  label: string;
}) {
  if (props.pages <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Pagination
        count={props.pages}
        page={props.page}
        onChange={(_event, next) => props.onChange(next)}
        siblingCount={0}
        size="small"
        aria-label={props.label}
      />
    </Box>
  );
}
