/**
 * Names the rooms of a staff list, each distinct room once: a page holds many rows from few
 * rooms, and a name may take a read (a custom team's room).
 */
export async function nameRooms(
  slugs: Iterable<string>,
  roomName: (slug: string) => Promise<string>,
): Promise<(slug: string) => string> {
  const distinct = [...new Set(slugs)];
  const names = new Map(
    await Promise.all(distinct.map(async (slug) => [slug, await roomName(slug)] as const)),
  );
  return (slug) => names.get(slug) ?? slug;
}
