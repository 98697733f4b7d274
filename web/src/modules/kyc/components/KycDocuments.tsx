import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Doc {
  url: string;
  thumbnailUrl: string;
}

/** The documents of a registration as thumbnails that open the full image. */
export function KycDocuments({ docs }: { docs: { label: string; photo?: Doc | null }[] }) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {docs
        .filter((d) => d.photo)
        .map(({ label, photo }) => (
          <Stack key={label} spacing={0.5} sx={{ width: 96 }}>
            <Link href={photo?.url} target="_blank" rel="noopener">
              <img
                src={photo?.thumbnailUrl}
                alt={label}
                width={96}
                height={96}
                style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
              />
            </Link>
            <Typography variant="caption" color="text.secondary">
              {label}
            </Typography>
          </Stack>
        ))}
    </Stack>
  );
}
