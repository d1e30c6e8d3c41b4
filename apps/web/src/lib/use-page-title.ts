import { useEffect } from 'react';

import { PRODUCT_NAME } from './product';

export function formatPageTitle(page: string) {
  return `${page} · ${PRODUCT_NAME}`;
}

/** Sets `document.title` to "<page> · Updately" while the calling page is shown. */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = formatPageTitle(page);
  }, [page]);
}
