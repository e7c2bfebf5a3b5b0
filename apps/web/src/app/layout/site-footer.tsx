import { Link } from "react-router";
import { SUPPORT_EMAIL } from "@huddle/contracts/constants";
import { linkClass } from "@/components/ui/styles";

const QUICK_LINKS = [
  { to: "/", label: "Home" },
  { to: "/custom", label: "Custom Teams" },
  { to: "/premium", label: "Premium" },
  { to: "/profile", label: "Profile" },
];

const SOCIAL_LINKS = [
  { href: "https://x.com/", label: "X (Twitter)" },
  { href: "https://www.instagram.com/", label: "Instagram" },
  { href: "https://www.facebook.com/", label: "Facebook" },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-gray-200 bg-white text-sm text-gray-700 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-300">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:grid-cols-3">
        <nav aria-label="Quick links">
          <h2 className="mb-2 font-semibold text-gray-900 dark:text-white">Quick Links</h2>
          <ul className="space-y-1">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Support">
          <h2 className="mb-2 font-semibold text-gray-900 dark:text-white">Support</h2>
          <ul className="space-y-1">
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
                Contact Us
              </a>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={linkClass}>
                Privacy Policy
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Social">
          <h2 className="mb-2 font-semibold text-gray-900 dark:text-white">Follow Huddle</h2>
          <ul className="space-y-1">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-gray-200 px-4 py-3 dark:border-gray-700">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2">
          <p>© {new Date().getFullYear()} Huddle. Sports talk only.</p>
          <p className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-2 w-2 rounded-full bg-green-500" />
            All systems operational
          </p>
        </div>
      </div>
    </footer>
  );
}
