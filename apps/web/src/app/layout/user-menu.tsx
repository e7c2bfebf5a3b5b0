import * as Menu from "@radix-ui/react-dropdown-menu";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { focusRing } from "@/components/ui/styles";
import { useSession } from "@/lib/session/use-session";

const ITEM = `block w-full cursor-pointer rounded px-3 py-2.5 text-left text-sm text-gray-800 outline-none hover:bg-gray-100 data-[highlighted]:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-700 dark:data-[highlighted]:bg-gray-700 ${focusRing}`;

/**
 * The username button and its menu (Profile Settings, Premium Features, Sign Out) on Radix: arrows,
 * Home/End and typeahead move between items, Escape closes and refocuses the button. Tab and
 * Shift+Tab also move between the items (issue 18 §8: Sign Out is reachable with Tab and Enter).
 */
export function UserMenu() {
  const { user, manager } = useSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    await manager.logout();
    void navigate("/login", { replace: true });
  };

  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        className={`flex min-h-11 items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-white hover:bg-white/10 ${focusRing}`}
      >
        <span className="max-w-[8rem] truncate">{user?.username}</span>
        <span aria-hidden="true">▾</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          aria-label="User menu"
          align="end"
          sideOffset={8}
          onKeyDown={moveWithTab}
          className="z-40 w-52 rounded-md bg-white p-1 shadow-lg ring-1 ring-black/10 dark:bg-gray-800 dark:ring-white/10"
        >
          <Menu.Item asChild className={ITEM}>
            <Link to="/profile">Profile Settings</Link>
          </Menu.Item>
          <Menu.Item asChild className={ITEM}>
            <Link to="/premium">Premium Features</Link>
          </Menu.Item>
          <Menu.Item className={ITEM} disabled={signingOut} onSelect={() => void signOut()}>
            {signingOut ? "Signing Out..." : "Sign Out"}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

/** Radix keeps Tab inside an open menu and ignores it; here it steps through the items instead. */
function moveWithTab(event: React.KeyboardEvent<HTMLDivElement>) {
  if (event.key !== "Tab") return;
  event.preventDefault();
  const items = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]:not([data-disabled])'),
  ];
  const index = items.indexOf(document.activeElement as HTMLElement);
  const step = event.shiftKey ? -1 : 1;
  items[(index + step + items.length) % items.length]?.focus();
}
