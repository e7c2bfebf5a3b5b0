import { Link } from "react-router";
import { CenteredCard } from "@/components/ui/centered-card";
import { linkClass } from "@/components/ui/styles";

/** /teams/join/:code — public share-link page; the team preview lands with custom teams. */
export function TeamJoinPage() {
  return (
    <CenteredCard>
      <h1 className="text-2xl font-bold">Join a Team</h1>
      <p>Team invitations are coming soon.</p>
      <Link to="/" className={linkClass}>
        Go to Home
      </Link>
    </CenteredCard>
  );
}
