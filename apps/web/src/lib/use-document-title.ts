import { useEffect } from 'react';
import { SITE } from './site';

/** Sets the tab title to "<title> · Caravan" while the page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE.name}` : SITE.name;
  }, [title]);
}
