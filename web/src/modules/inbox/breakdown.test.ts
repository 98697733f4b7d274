import { describe, expect, it } from 'vitest';
import { breakdownLines } from './breakdown';

describe('breakdownLines', () => {
  it('turns an agent’s JSON into labelled lines', () => {
    expect(
      breakdownLines(
        '{"intent":"order_status","products":["Leche Flan","Adobo"],"handOff":false,"order":{"status":"pending"}}',
      ),
    ).toEqual([
      { label: 'Intent', text: 'order_status', depth: 0 },
      { label: 'Products', text: 'Leche Flan, Adobo', depth: 0 },
      { label: 'Hand Off', text: 'No', depth: 0 },
      { label: 'Order', text: '', depth: 0 },
      { label: 'Status', text: 'pending', depth: 1 },
    ]);
  });

  it('numbers a list of records and says None for empty ones', () => {
    expect(breakdownLines('[{"name":"Leche Flan","price":123456},{}]')).toEqual([
      { label: '1.', text: '', depth: 0 },
      { label: 'Name', text: 'Leche Flan', depth: 1 },
      { label: 'Price', text: '₱1,234.56', depth: 1 },
      { label: '2.', text: 'None', depth: 0 },
    ]);
    expect(breakdownLines('{"products":[]}')).toEqual([{ label: 'Products', text: 'None', depth: 0 }]);
  });

  it('keeps text that is not JSON as it was, and has no lines for nothing', () => {
    expect(breakdownLines('plain words')).toEqual([{ label: null, text: 'plain words', depth: 0 }]);
    expect(breakdownLines(null)).toEqual([]);
    expect(breakdownLines('  ')).toEqual([]);
    expect(breakdownLines('null')).toEqual([{ label: null, text: '—', depth: 0 }]);
  });
});
