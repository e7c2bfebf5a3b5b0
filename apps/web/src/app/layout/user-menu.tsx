import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { focusRing } from "@/components/ui/styles";
import { useSession } from "@/lib/session/use-session";

const ITEM = `block w-full rounded px-3 py-2 text-left text-sm text-gray-800 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-700 ${focusRing}`;

/** The username button and its menu (Profile Settings, Premium Features, Sign Out). */
export function UserMenu() {
  const { user, manager } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target))
        setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Escape") close(true);
    else if (event.key === "Tab") setOpen(false);
    else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  };

  const signOut = async () => {
    setSigningOut(true);
    await manager.logout();
    void navigate("/login", { replace: true });
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className={`flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-white hover:bg-white/10 ${focusRing}`}
      >
        <span className="max-w-[8rem] truncate">{user?.username}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div
          ref={menuRef}
          role="menu"
          aria-label="User menu"
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-40 mt-2 w-52 rounded-md bg-white p-1 shadow-lg ring-1 ring-black/10 dark:bg-gray-800"
        >
          <Link role="menuitem" to="/profile" className={ITEM} onClick={() => close(false)}>
            Profile Settings
          </Link>
          <Link role="menuitem" to="/premium" className={ITEM} onClick={() => close(false)}>
            Premium Features
          </Link>
          <button
            role="menuitem"
            type="button"
            className={ITEM}
            disabled={signingOut}
            onClick={() => void signOut()}
          >
            {signingOut ? "Signing Out..." : "Sign Out"}
          </button>
        </div>
      ) : null}
    </div>
  );
}
