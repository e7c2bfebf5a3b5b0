import { useEffect } from "react";
import { PRODUCT_NAME } from "@huddle/contracts/constants";

/** "{page} · Huddle" (issue 18 §7), e.g. the tab a fan returns to says which room it is. */
export function documentTitle(page: string): string {
  return `${page} · ${PRODUCT_NAME}`;
}

/**
 * Names the browser tab after the page. While the page's name is still loading (undefined) the
 * previous title stays rather than flashing a generic one.
 */
export function useDocumentTitle(page: string | undefined): void {
  useEffect(() => {
    if (page) document.title = documentTitle(page);
  }, [page]);
}
