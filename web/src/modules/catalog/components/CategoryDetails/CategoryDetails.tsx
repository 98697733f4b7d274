import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export interface CategoryDetailsProps {
  name: string;
  description: string;
  productsCount: number;
  parent: { uuid: string; name: string } | null;
  subcategories: readonly { uuid: string; name: string; productsCount: number }[];
  editUrl: string;
  listUrl: string;
  detailsUrl: (uuid: string) => string;
  onRemove: () => void;
}

/** Category Details: what it holds, where it sits, and its subcategories. */
export function CategoryDetails(p: CategoryDetailsProps) {
  const label = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;
  return (
    <Card sx={{ maxWidth: 720, p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h3" component="h1">
          {p.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Chip label={label(p.productsCount)} />
          {p.parent ? (
            <Chip
              component={RouterLink}
              to={p.detailsUrl(p.parent.uuid)}
              clickable
              variant="outlined"
              label={`Subcategory of ${p.parent.name}`}
            />
          ) : (
            <Chip variant="outlined" label="Top-level category" />
          )}
        </Stack>
        <Typography color={p.description ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-wrap' }}>
          {p.description || 'No description.'}
        </Typography>
        <Typography variant="h4" component="h3">
          Subcategories
        </Typography>
        {p.subcategories.length === 0 ? (
          <Typography color="text.secondary">None.</Typography>
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {p.subcategories.map((c) => (
              <li key={c.uuid}>
                <RouterLink to={p.detailsUrl(c.uuid)}>{c.name}</RouterLink> · {label(c.productsCount)}
              </li>
            ))}
          </Stack>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={p.listUrl}>
            Back to categories
          </Button>
          <Button color="error" onClick={p.onRemove}>
            Remove
          </Button>
          <Button component={RouterLink} to={p.editUrl} variant="contained">
            Edit
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
