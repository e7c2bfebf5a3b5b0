import { useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { focusRing } from "@/components/ui/styles";
import { MentionBadge } from "@/features/notifications/components/mention-badge";
import { useSession } from "@/lib/session/use-session";
import { navItemsFor } from "./nav-items";
import { ThemeToggle } from "./theme-toggle";
import { UserMenu } from "./user-menu";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium text-white hover:bg-white/10 ${isActive ? "bg-white/15" : ""} ${focusRing}`;

export function SiteHeader() {
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const items = navItemsFor(user);

  // Escape closes the open menu from anywhere in the header, as every other popup here does.
  function closeOnEscape(event: React.KeyboardEvent) {
    if (event.key !== "Escape" || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  }

  return (
    <header className="bg-(--header-bg) text-white shadow" onKeyDown={closeOnEscape}>
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-2 sm:px-4">
        <Link to="/" className={`rounded px-1 text-lg font-bold ${focusRing}`}>
          Huddle
        </Link>
        <nav aria-label="Main" className="ml-4 hidden md:block">
          <ul className="flex gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
          <MentionBadge />
          <UserMenu />
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
            className={`inline-flex h-11 w-11 items-center justify-center rounded-md text-xl leading-none text-white hover:bg-white/10 md:hidden ${focusRing}`}
          >
            <span aria-hidden="true">{menuOpen ? "✕" : "☰"}</span>
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav
          id="mobile-nav"
          aria-label="Mobile"
          className="border-t border-white/10 px-3 pb-3 md:hidden"
        >
          <ul className="flex flex-col gap-1 pt-2">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  className={linkClass}
                  onClick={() => setMenuOpen(false)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
