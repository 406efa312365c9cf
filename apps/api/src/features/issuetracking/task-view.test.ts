import { describe, expect, it } from 'vitest';
import { dueStateOf } from './task-view';

describe('dueStateOf', () => {
  const now = new Date('2026-03-02T05:00:00Z');
  const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

  it('colours a current task by the time left, and a closed or undated one not at all', () => {
    expect(dueStateOf({ stage: 'TODO', dueAt: at(-0.01) }, now)).toBe('OVERDUE');
    expect(dueStateOf({ stage: 'DOING', dueAt: at(1) }, now)).toBe('DUE_SOON');
    expect(dueStateOf({ stage: 'WAITING', dueAt: at(24) }, now)).toBe('DUE_SOON');
    expect(dueStateOf({ stage: 'TODO', dueAt: at(24.01) }, now)).toBe('ON_TIME');
    expect(dueStateOf({ stage: 'TODO', dueAt: null }, now)).toBe('NONE');
    expect(dueStateOf({ stage: 'CLOSED', dueAt: at(-100) }, now)).toBe('NONE');
  });
});
