import { useEffect, type RefObject } from 'react';

/** Whether a key press belongs to something the user is typing in (a field, an editable area, a list box). */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('input, textarea, select, [role="combobox"], [role="dialog"]') !== null)
  );
}

/**
 * "/" anywhere on a list's page (docs/product.md, lists) puts the cursor in its search box, as on many sites;
 * a "/" typed into a field stays in the field.
 */
export function useSlashToSearch(search: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      if (!search.current) return;
      event.preventDefault();
      search.current.focus();
      search.current.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [search]);
}
