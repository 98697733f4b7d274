import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

/** A customer's tags as small chips (nothing when they have none). */
export function TagChips({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      spacing={0.5}
      aria-label="Tags"
      sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
    >
      {tags.map((tag) => (
        <li key={tag}>
          <Chip size="small" label={tag} />
        </li>
      ))}
    </Stack>
  );
}
