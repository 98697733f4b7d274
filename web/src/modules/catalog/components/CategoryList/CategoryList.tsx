import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import type { CategoryRow } from '../../categoryTree';

export interface CategoryListItem {
  uuid: string;
  name: string;
  productsCount: number;
  /** Shown in search results, where a subcategory is listed apart from its parent. */
  parentName?: string | null;
}

export interface CategoryListProps<T extends CategoryListItem> {
  rows: readonly CategoryRow<T>[];
  detailsUrl: ((uuid: string) => string) | null;
  editUrl: (uuid: string) => string;
  onRemove: (category: T) => void;
}

const productsLabel = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

/** Categories with their products count; subcategories indented under their parent. */
export function CategoryList<T extends CategoryListItem>({
  rows,
  detailsUrl,
  editUrl,
  onRemove,
}: CategoryListProps<T>) {
  return (
    <List disablePadding aria-label="Categories">
      {rows.map(({ category, depth }) => (
        <ListItem
          key={category.uuid}
          divider
          sx={{ pl: { xs: 2 + depth * 2.5, sm: 3 + depth * 4 } }}
          secondaryAction={
            <Stack direction="row" spacing={0.5}>
              <IconButton
                component={RouterLink}
                to={editUrl(category.uuid)}
                aria-label={`Edit ${category.name}`}
              >
                <EditOutlined fontSize="small" />
              </IconButton>
              <IconButton onClick={() => onRemove(category)} aria-label={`Remove ${category.name}`}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Stack>
          }
        >
          <ListItemText
            sx={{ pr: 10 }}
            primary={
              detailsUrl ? (
                <Link component={RouterLink} to={detailsUrl(category.uuid)} underline="hover">
                  {depth > 0 ? '↳ ' : ''}
                  {category.name}
                </Link>
              ) : (
                category.name
              )
            }
            secondary={[
              category.parentName ? `In ${category.parentName}` : null,
              productsLabel(category.productsCount),
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
