import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSession } from "@/lib/session/use-session";
import { focusRing } from "@/components/ui/styles";

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
 * and the 'Messages' chat beside them; then the three cards.
 */
export function HomePage({ navigation, scores, chat }: HomePageProps) {
  const { user } = useSession();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold sm:text-3xl">Welcome back, {user?.username}!</h1>
      {navigation || scores || chat ? (
        <div className="grid gap-4 lg:grid-cols-[14rem_minmax(0,1fr)_minmax(0,1.4fr)]">
          {navigation}
          {scores}
          {chat}
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
