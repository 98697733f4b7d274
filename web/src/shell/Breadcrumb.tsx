import NavigateNextOutlined from '@mui/icons-material/NavigateNextOutlined';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Crumb } from '../bundles';

export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumbs
      aria-label="Breadcrumb"
      separator={<NavigateNextOutlined fontSize="small" />}
      sx={{ mb: 2, '& .MuiBreadcrumbs-ol': { flexWrap: 'wrap' } }}
    >
      {crumbs.map((crumb, index) =>
        crumb.to ? (
          <Link
            key={`${crumb.label}|${crumb.to ?? ''}`}
            component={RouterLink}
            to={crumb.to}
            underline="hover"
            color="text.secondary"
          >
            {crumb.label}
          </Link>
        ) : (
          <Typography
            key={`${crumb.label}|${crumb.to ?? ''}`}
            color="text.primary"
            aria-current={index === crumbs.length - 1 ? 'page' : undefined}
          >
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
