import { canOpenAdminPage, canOpenModerationPage } from "@huddle/contracts/rules/admin-abilities";
import type { AuthUser } from "@huddle/contracts/auth";

export interface NavItem {
  to: string;
  label: string;
}

/**
 * spec 001 §2 Header: Home, Custom Teams, Premium, Profile, and Admin for superadmins only; and
 * Moderation (issue 13: the queues) for mods and above.
 */
export function navItemsFor(user: AuthUser | null): NavItem[] {
  const items: NavItem[] = [
    { to: "/", label: "Home" },
    { to: "/custom", label: "Custom Teams" },
    { to: "/premium", label: "Premium" },
    { to: "/profile", label: "Profile" },
  ];
  if (canOpenModerationPage(user)) items.push({ to: "/moderation", label: "Moderation" });
  if (canOpenAdminPage(user)) items.push({ to: "/admin", label: "Admin" });
  return items;
}
