import type { SxProps, Theme } from '@mui/material/styles';
import TableContainer from '@mui/material/TableContainer';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/** Whether an element's content is wider than the element (it scrolls sideways). */
export function scrollsSideways(element: Pick<HTMLElement, 'scrollWidth' | 'clientWidth'>): boolean {
  return element.scrollWidth > element.clientWidth + 1;
}

export interface TableRegionProps {
  /** What the table holds ("Items", "Variants"): the scrolling region's name. */
  label: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A table's container. While the table is wider than the screen (a phone) the container is a named,
 * focusable region, so a keyboard user can reach it and scroll it with the arrow keys (WCAG 2.1.1);
 * otherwise it adds no tab stop.
 */
export function TableRegion({ label, children, sx }: TableRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(scrollsSideways(element));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const table = element.firstElementChild;
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return (
    <TableContainer
      ref={ref}
      sx={sx}
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </TableContainer>
  );
}
