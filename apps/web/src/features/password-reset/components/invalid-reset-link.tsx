import { Link } from "react-router";
import { CenteredCard } from "@/components/ui/centered-card";
import { linkClass } from "@/components/ui/styles";
import { RESET_TEXTS } from "../utils/reset-texts";

export function InvalidResetLink() {
  return (
    <CenteredCard>
      <h1 className="text-2xl font-bold text-red-700 dark:text-red-400">
        {RESET_TEXTS.invalidTitle}
      </h1>
      <p>{RESET_TEXTS.invalidBody}</p>
      <p>
        <Link to="/forgot-password" className={linkClass}>
          {RESET_TEXTS.requestNewLink}
        </Link>
      </p>
      <p>
        <Link to="/login" className={linkClass}>
          {RESET_TEXTS.backToSignIn}
        </Link>
      </p>
    </CenteredCard>
  );
}
