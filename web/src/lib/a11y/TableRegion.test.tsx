import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollsSideways, TableRegion } from './TableRegion';

function renderTable() {
  render(
    <TableRegion label="Items">
      <table>
        <tbody>
          <tr>
            <td>Ube Halaya Jar</td>
          </tr>
        </tbody>
      </table>
    </TableRegion>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('TableRegion', () => {
  it('is a named, focusable region while the table is wider than the screen', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(720);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
    renderTable();
    const region = screen.getByRole('region', { name: 'Items' });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('adds no tab stop and no landmark when the table fits', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(358);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
    renderTable();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('table').parentElement).not.toHaveAttribute('tabindex');
  });

  it('measures a sideways scroll with a pixel of slack for rounding', () => {
    expect(scrollsSideways({ scrollWidth: 401, clientWidth: 400 })).toBe(false);
    expect(scrollsSideways({ scrollWidth: 402, clientWidth: 400 })).toBe(true);
  });
});
