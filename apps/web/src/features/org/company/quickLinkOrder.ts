/** The ids in their new order after moving the one at `index` one place up or down; null when it cannot move. */
export function movedIds(ids: readonly string[], index: number, direction: 'up' | 'down'): string[] | null {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return null;
  const moved = [...ids];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}
