import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function AppsEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, sm: 6 },
        textAlign: 'center',
        borderStyle: 'dashed',
        display: 'grid',
        justifyItems: 'center',
        gap: 1.5,
      }}
    >
      <AddBusinessOutlined sx={{ fontSize: 48, color: 'primary.main' }} />
      <Typography variant="h3" component="h2">
        No in-app stores yet
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        Create your first store to start selling to your customers on Messenger.
      </Typography>
      <Button variant="contained" onClick={onCreate} sx={{ mt: 1 }}>
        Create your first store
      </Button>
    </Paper>
  );
}
