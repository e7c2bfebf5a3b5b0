/**
 * Team colors as `#rrggbb`. Every team carries two; when a source has only one (or two equal
 * ones), the second is white or black, whichever contrasts more with the first (WCAG relative
 * luminance), so a badge in the two colors stays readable.
 */

export type ColorPair = [string, string];

const WHITE = "#ffffff";
const BLACK = "#000000";

/** 'A40227', '#a40227' → '#a40227'; anything else → null. */
export function normalizeHex(value: string | null | undefined): string | null {
  const hex = value?.trim().replace(/^#/, "").toLowerCase() ?? "";
  return /^[0-9a-f]{6}$/.test(hex) ? `#${hex}` : null;
}

export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** White or black, whichever contrasts more with `primary`. */
export function contrastingColor(primary: string): string {
  return contrastRatio(primary, WHITE) >= contrastRatio(primary, BLACK) ? WHITE : BLACK;
}

/**
 * The first usable primary (in order of preference) and the first usable alternate that differs
 * from it; a missing alternate is derived. With no usable primary at all, black on white.
 */
export function teamColorPair(
  primaries: Array<string | null | undefined>,
  alternates: Array<string | null | undefined>,
): ColorPair {
  const primary = primaries.map(normalizeHex).find((c) => c !== null) ?? BLACK;
  const alternate = alternates.map(normalizeHex).find((c) => c !== null && c !== primary);
  return [primary, alternate ?? contrastingColor(primary)];
}
