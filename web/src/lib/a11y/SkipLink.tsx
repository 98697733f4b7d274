import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { focusElement, MAIN_ID } from './routeFocus';
import { visuallyHidden } from './visuallyHidden';

/**
 * "Skip to main content": the first thing the keyboard reaches on every page, hidden until focused,
 * leading past the top bar and the navigation to the page itself.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    focusElement(main);
  };
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={skip}
      sx={{
        // Hidden (but read and focusable) until the keyboard reaches it.
        ...visuallyHidden,
        '&:focus, &:focus-visible': {
          clip: 'auto',
          width: 'auto',
          height: 'auto',
          margin: 0,
          overflow: 'visible',
          whiteSpace: 'normal',
          position: 'fixed',
          top: 8,
          left: 8,
          zIndex: (theme) => theme.zIndex.tooltip + 1,
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          border: 2,
          borderColor: 'primary.main',
          borderRadius: 1,
          fontWeight: 600,
        },
      }}
    >
      Skip to main content
    </Link>
  );
}
