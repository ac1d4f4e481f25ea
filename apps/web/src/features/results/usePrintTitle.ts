import { useEffect } from 'react';

/** While printing, the document's title is `title` (it heads the printed page and names a saved PDF). */
export function usePrintTitle(title: string): void {
  useEffect(() => {
    let previous: string | null = null;
    const before = () => {
      if (previous === null) previous = document.title;
      document.title = title;
    };
    const after = () => {
      if (previous !== null) document.title = previous;
      previous = null;
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      after();
    };
  }, [title]);
}
