import { useLocation } from "react-router";
import { AuthPanel } from "@/features/auth/components/auth-panel";
import { TeamJoinPage as TeamJoinView } from "@/features/custom-teams/components/team-join-page";

/**
 * /teams/join/:code — the share-link page with the sign-in and registration card, which comes
 * back to the link: a fan new to Huddle can register from it (spec 000 §2: the auth form is
 * embeddable, with a redirect path).
 */
export function TeamJoinPage() {
  const { pathname } = useLocation();
  return <TeamJoinView signIn={<AuthPanel redirectTo={pathname} embedded />} />;
}
