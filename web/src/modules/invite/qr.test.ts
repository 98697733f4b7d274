import qrcode from 'qrcode-generator';
import { describe, expect, it } from 'vitest';
import { qrPath, qrSvg } from './qr';

const LINK = 'https://m.me/100000000000001?ref=suki-invite';

describe('the invitation QR code', () => {
  it('draws exactly the dark modules of the code, inside a 4-module quiet zone', () => {
    const { size, path } = qrPath(LINK);
    const qr = qrcode(0, 'M');
    qr.addData(LINK);
    qr.make();
    const count = qr.getModuleCount();
    expect(size).toBe(count + 8);
    const drawn = new Set(
      path
        .split('z')
        .filter(Boolean)
        .map((m) => m.replace(/h1v1h-1$/, '')),
    );
    let dark = 0;
    for (let row = 0; row < count; row++)
      for (let col = 0; col < count; col++) {
        expect(drawn.has(`M${col + 4} ${row + 4}`)).toBe(qr.isDark(row, col));
        if (qr.isDark(row, col)) dark++;
      }
    expect(drawn.size).toBe(dark);
    // The three finder patterns' corners are dark.
    expect(drawn.has('M4 4')).toBe(true);
    expect(drawn.has(`M${count + 3} 4`)).toBe(true);
    expect(drawn.has(`M4 ${count + 3}`)).toBe(true);
  });

  it('makes a standalone SVG file, black on white', () => {
    const svg = qrSvg(LINK, 512);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="512" height="512"/);
    expect(svg).toContain('fill="#fff"');
    expect(svg).toContain(`d="${qrPath(LINK).path}"`);
  });
});
