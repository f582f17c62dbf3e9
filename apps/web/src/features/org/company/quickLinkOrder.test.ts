import { describe, expect, it } from 'vitest';
import { movedIds } from './quickLinkOrder.ts';

describe('moving a quick link', () => {
  const ids = ['a', 'b', 'c'];

  it('swaps the link with its neighbour and leaves the input alone', () => {
    expect(movedIds(ids, 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(movedIds(ids, 1, 'down')).toEqual(['a', 'c', 'b']);
    expect(ids).toEqual(['a', 'b', 'c']);
  });

  it('cannot move the first link up or the last one down', () => {
    expect(movedIds(ids, 0, 'up')).toBeNull();
    expect(movedIds(ids, 2, 'down')).toBeNull();
  });
});
