import type { Mount } from '@nprm/contracts';
import { mountKind, mountLabel } from '../common/api/mounts';
import { groupOptions, matchesWords, searchWordsOf } from '../common/optionGroups';
import { isActive } from '../common/resource';

/** One heading of the checklist and the mounts under it ({value: id, label: "part name"}). */
export interface ChecklistGroup {
  group: string;
  items: { value: string; label: string }[];
}

/**
 * docs/product.md, reseller mounts: the mounts "Add Mounts" offers: active, not yet linked to the reseller (an
 * inactive link counts as linked), under their kind, in alphabetical order.
 */
export function offeredMounts(mounts: readonly Mount[], linkedMountIds: ReadonlySet<number>): ChecklistGroup[] {
  return groupOptions(
    mounts
      .filter((mount) => isActive(mount) && !linkedMountIds.has(mount.id))
      .map((mount) => ({ value: String(mount.id), label: mountLabel(mount), group: mountKind(mount) })),
  );
}

/** The groups with only the mounts whose part number, name or kind holds every word of the search. */
export function visibleMounts(groups: readonly ChecklistGroup[], search: string): ChecklistGroup[] {
  const words = searchWordsOf(search);
  if (words.length === 0) return [...groups];
  return groups
    .map(({ group, items }) => ({
      group,
      items: items.filter((item) => matchesWords(`${group} ${item.label}`, words)),
    }))
    .filter(({ items }) => items.length > 0);
}

/** The ids of the visible mounts. */
export function visibleIds(groups: readonly ChecklistGroup[]): string[] {
  return groups.flatMap(({ items }) => items.map((item) => item.value));
}

/**
 * "Select all visible": ticks every visible mount, or, when all of them are ticked already, unticks them; mounts the
 * search hides keep their state.
 */
export function toggleVisible(selected: ReadonlySet<string>, visible: readonly string[]): Set<string> {
  const next = new Set(selected);
  const allTicked = visible.length > 0 && visible.every((id) => next.has(id));
  for (const id of visible) {
    if (allTicked) next.delete(id);
    else next.add(id);
  }
  return next;
}

/** "1 mount", "3 mounts". */
export function mountCount(count: number): string {
  return `${count} ${count === 1 ? 'mount' : 'mounts'}`;
}
