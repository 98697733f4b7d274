import { describe, expect, it } from 'vitest';
import { stateMachine } from './state-machine.ts';

const door = stateMachine(
  'Door',
  { closed: ['open', 'locked'], open: ['closed'], locked: ['closed'], gone: [] },
  { closed: 'Closed', open: 'Open', locked: 'Locked', gone: 'Gone' },
);

describe('a state machine written as a transition table', () => {
  it('allows exactly the moves of its table, and says why any other is refused', () => {
    expect(door.move('closed', 'open')).toEqual({ ok: true });
    expect(door.move('open', 'locked')).toEqual({
      ok: false,
      reason: 'The door cannot change from Open to Locked',
    });
    expect(door.move('open', 'open')).toEqual({ ok: false, reason: 'The door is already Open' });
    expect(door.move('open', 'ajar' as 'open')).toEqual({ ok: false, reason: 'Door is invalid' });
  });

  it('offers from each status exactly its row, and knows the final ones', () => {
    expect(door.next('closed')).toEqual(['open', 'locked']);
    expect(door.isFinal('gone')).toBe(true);
    expect(door.isFinal('open')).toBe(false);
  });

  it('refuses a wrong move with a CONFLICT carrying the reason', () => {
    expect(() => door.assert('locked', 'open')).toThrow('The door cannot change from Locked to Open');
    try {
      door.assert('locked', 'open');
    } catch (err) {
      expect((err as { extensions: { code: string } }).extensions.code).toBe('CONFLICT');
    }
    expect(() => door.assert('locked', 'closed')).not.toThrow();
  });
});
