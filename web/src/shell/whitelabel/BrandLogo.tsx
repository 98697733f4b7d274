import Box from '@mui/material/Box';
import { Logo } from '../Logo';
import type { WhiteLabel } from './WhiteLabelContext';

/** The top bar's logo: the partner's image on a white-label origin, else the Suki mark. */
export function BrandLogo({ whiteLabel, compact }: { whiteLabel: WhiteLabel | null; compact: boolean }) {
  if (whiteLabel?.whiteLabelLogo) {
    return (
      <Box
        component="img"
        src={whiteLabel.whiteLabelLogo}
        alt={whiteLabel.whiteLabelTitle}
        sx={{
          display: 'block',
          height: { xs: 32, sm: 36 },
          width: 'auto',
          maxWidth: { xs: compact ? 96 : 120, sm: 160 },
          objectFit: 'contain',
        }}
      />
    );
  }
  return <Logo compact={compact} />;
}
