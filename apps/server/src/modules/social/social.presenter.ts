import type { UserInList } from "@huddle/contracts/profile";
import type { ListedUserRow } from "./social.repository.ts";

export function presentListedUser(row: ListedUserRow): UserInList {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    favoriteTeam: row.favoriteTeam ?? "",
  };
}
