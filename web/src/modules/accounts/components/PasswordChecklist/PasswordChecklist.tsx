import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { passwordChecklist } from '../../password';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** The password rule as a live checklist under the password field. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const checks = passwordChecklist(password);
  return (
    <Box
      component="ul"
      id={id}
      aria-label="Password rules"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {checks.map((check) => (
        <Box
          component="li"
          key={check.label}
          data-ok={check.ok}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}
        >
          {check.ok ? (
            <CheckCircle sx={{ fontSize: 16, color: 'success.main' }} aria-hidden />
          ) : (
            <RadioButtonUnchecked sx={{ fontSize: 16, color: 'text.disabled' }} aria-hidden />
          )}
          <Typography variant="body2" color={check.ok ? 'text.primary' : 'text.secondary'}>
            {check.label}
            <Box component="span" sx={visuallyHidden}>
              {check.ok ? ' (done)' : ' (missing)'}
            </Box>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
