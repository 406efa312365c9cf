import { describe, expect, it } from 'vitest';
import { movedIndex, queueAction } from './queue-keys';

const on = (tagName: string, extra: object = {}) => ({ tagName, ...extra }) as unknown as EventTarget;
const body = on('BODY');

describe('queueAction', () => {
  it('maps j/k and the arrows to moving, v r p to deciding and printing', () => {
    expect(queueAction({ key: 'j', target: body })).toBe('next');
    expect(queueAction({ key: 'ArrowDown', target: body })).toBe('next');
    expect(queueAction({ key: 'k', target: body })).toBe('previous');
    expect(queueAction({ key: 'ArrowUp', target: body })).toBe('previous');
    expect(queueAction({ key: 'v', target: body })).toBe('verify');
    expect(queueAction({ key: 'V', target: body })).toBe('verify');
    expect(queueAction({ key: 'r', target: body })).toBe('reject');
    expect(queueAction({ key: 'p', target: body })).toBe('print');
    expect(queueAction({ key: 'x', target: body })).toBeNull();
    expect(queueAction({ key: 'Enter', target: body })).toBeNull();
  });

  it('does nothing while typing or with a modifier held', () => {
    for (const tag of ['INPUT', 'TEXTAREA', 'SELECT'])
      expect(queueAction({ key: 'v', target: on(tag) })).toBeNull();
    expect(queueAction({ key: 'v', target: on('DIV', { isContentEditable: true }) })).toBeNull();
    expect(queueAction({ key: 'r', ctrlKey: true, target: body })).toBeNull();
    expect(queueAction({ key: 'p', metaKey: true, target: body })).toBeNull();
    expect(queueAction({ key: 'j', altKey: true, target: body })).toBeNull();
    expect(queueAction({ key: 'j', target: null })).toBe('next');
  });
});

describe('movedIndex', () => {
  it('stays within the list and starts at the top', () => {
    expect(movedIndex(-1, 3, 'next')).toBe(0);
    expect(movedIndex(0, 3, 'next')).toBe(1);
    expect(movedIndex(2, 3, 'next')).toBe(2);
    expect(movedIndex(0, 3, 'previous')).toBe(0);
    expect(movedIndex(2, 3, 'previous')).toBe(1);
    expect(movedIndex(1, 0, 'next')).toBe(-1);
  });
});
