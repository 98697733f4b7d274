import { describe, expect, it } from 'vitest';
import { canRetry, jobStatusFrom, jobsShownText, jobTabs, jobTime } from './jobList';
import { job } from './testing/fixtures';

describe('job list rules', () => {
  it('opens on Failed unless ?status= names another status', () => {
    expect(jobStatusFrom(null)).toBe('failed');
    expect(jobStatusFrom('nope')).toBe('failed');
    expect(jobStatusFrom('done')).toBe('done');
  });

  it('orders the tabs by what needs a look first, with counts once loaded', () => {
    expect(jobTabs(undefined).map((t) => [t.label, t.count])).toEqual([
      ['Failed', null],
      ['Pending', null],
      ['Running', null],
      ['Done', null],
    ]);
    expect(jobTabs({ pending: 2, running: 1, done: 9, failed: 3 }).map((t) => t.count)).toEqual([3, 2, 1, 9]);
  });

  it('shows when a waiting job runs next, when a running one started, and when a finished one ended, in Manila', () => {
    const times = { runAt: '2026-03-01T16:00:00Z', updatedAt: '2026-03-01T01:00:00Z', finishedAt: null };
    expect(jobTime(job({ uuid: 'a', kind: 'k', status: 'pending', ...times }))).toBe('2026-03-02 12:00 am');
    expect(jobTime(job({ uuid: 'b', kind: 'k', status: 'running', ...times }))).toBe('2026-03-01 09:00 am');
    const ended = { ...times, finishedAt: '2026-03-01T04:05:00Z' };
    expect(jobTime(job({ uuid: 'c', kind: 'k', status: 'failed', ...ended }))).toBe('2026-03-01 12:05 pm');
    expect(jobTime(job({ uuid: 'd', kind: 'k', status: 'done', ...times }))).toBe('');
  });

  it('lets failed and waiting jobs run again, never running or done ones', () => {
    expect(['failed', 'pending', 'running', 'done'].map((s) => canRetry(jobStatusFrom(s)))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('says how many of the tab the list shows only when it shows fewer than there are', () => {
    expect(jobsShownText('done', 50, 90)).toBe('The newest 50 of 90 done jobs');
    expect(jobsShownText('done', 3, 3)).toBeNull();
    expect(jobsShownText('failed', 3, undefined)).toBeNull();
  });
});
