/** spec 001 §9: up to 5 page buttons. */
export const MAX_PAGE_BUTTONS = 5;

/** The page numbers to show, a window of at most 5 around `page` within 1..totalPages. */
export function pageButtons(page: number, totalPages: number, max = MAX_PAGE_BUTTONS): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(max, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
