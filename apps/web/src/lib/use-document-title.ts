import { useEffect } from 'react';

/** Sets the tab title while the calling page is shown (the page-view tracker reads it). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === 'Encore' ? title : `${title} · Encore`;
  }, [title]);
}
