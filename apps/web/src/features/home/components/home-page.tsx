import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSession } from "@/lib/session/use-session";
import { focusRing } from "@/components/ui/styles";
import { useViewportFill } from "@/lib/layout/use-viewport-fill";

const sidePanel = "min-w-0 lg:h-0 lg:min-h-full lg:overflow-y-auto";

const CARDS = [
  {
    to: "/custom",
    title: "Custom Teams",
    text: "Find, join and create your own teams.",
    action: "Explore Teams",
  },
  {
    to: "/profile",
    title: "Your Profile",
    text: "Update your details, word filters and follows.",
    action: "Manage Profile",
  },
  {
    to: "/premium",
    title: "Premium",
    text: "Go ad-free and unlock unlimited teams.",
    action: "Upgrade Now",
  },
] as const;

interface HomePageProps {
  /** The panels other features provide; composed in src/app. */
  navigation?: ReactNode;
  scores?: ReactNode;
  chat?: ReactNode;
}

/**
 * spec 000 §2 Home page: welcome heading; navigation on the left, featured scores in the middle
 * and the 'Messages' chat beside them, as tall as the screen allows; then the three cards. On a
 * phone the chat comes first and the panels follow.
 */
export function HomePage({ navigation, scores, chat }: HomePageProps) {
  const { user } = useSession();
  const { attach: fillViewport, style: fillStyle } = useViewportFill<HTMLDivElement>();
  return (
    <div className="space-y-4 sm:space-y-6">
      <h1 className="text-xl font-bold sm:text-3xl">Welcome, {user?.username}!</h1>
      {navigation || scores || chat ? (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[14rem_minmax(0,1fr)_minmax(0,1.4fr)]">
          {/* The chat reaches the bottom of the screen; on wide screens the side panels match its
              height and scroll inside (h-0 + min-h-full: they never stretch the row). */}
          <div className={`order-2 lg:order-1 ${sidePanel}`}>{navigation}</div>
          <div className={`order-3 lg:order-2 ${sidePanel}`}>{scores}</div>
          <div
            ref={fillViewport}
            style={fillStyle}
            className="order-1 flex min-h-[22rem] min-w-0 flex-col lg:order-3"
          >
            {chat}
          </div>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map((card) => (
          <section
            key={card.to}
            className="flex flex-col gap-3 rounded-lg bg-white p-5 shadow-sm dark:bg-gray-800"
          >
            <h2 className="text-lg font-semibold">{card.title}</h2>
            <p className="flex-1 text-sm text-gray-700 dark:text-gray-300">{card.text}</p>
            <Link
              to={card.to}
              className={`inline-flex justify-center rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 ${focusRing}`}
            >
              {card.action}
            </Link>
          </section>
        ))}
      </div>
    </div>
  );
}
