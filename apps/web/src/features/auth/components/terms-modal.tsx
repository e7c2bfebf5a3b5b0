import { TERMS_MODAL_LAST_UPDATED } from "@huddle/contracts/constants";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { focusRing } from "@/components/ui/styles";
import { AUTH_TEXTS } from "../utils/auth-texts";

interface TermsModalProps {
  onAccept: () => void;
  onCancel: () => void;
}

const GUIDELINES: ReadonlyArray<[string, string]> = [
  [
    "Sports only",
    "Huddle is a place to talk about sports: games, teams, players, leagues, trades and fandom. Keep every message on a sports topic.",
  ],
  [
    "Banned content",
    "Politics, religion, hate speech, harassment, sexual content and spam are not allowed anywhere on Huddle, including usernames and profiles. Neither are personal details: phone numbers, email or home addresses, anyone's school or ID numbers.",
  ],
  [
    "Family friendly",
    "Fans of every age use Huddle. Trash talk about a team's play is fine; personal attacks, slurs and threats are not.",
  ],
  [
    "Moderation",
    "Messages pass through word filters and automated screening before they are shown. Blocked messages can be appealed, and moderators review reports.",
  ],
  [
    "Your account",
    "Keep your password private. You are responsible for what is posted from your account. Accounts that break these rules may be muted, suspended or removed.",
  ],
];

function LegalLink({ to, children }: { to: string; children: string }) {
  return (
    <a
      href={to}
      target="_blank"
      rel="noopener"
      className={`font-medium text-sky-700 underline dark:text-sky-300 ${focusRing}`}
    >
      {children}
    </a>
  );
}

/** spec 000 §2 Auth page: the Terms & Community Guidelines modal. */
export function TermsModal({ onAccept, onCancel }: TermsModalProps) {
  return (
    <Dialog
      title={
        <>
          {AUTH_TEXTS.termsTitle}
          <span className="mt-1 block text-sm font-normal text-gray-600 dark:text-gray-300">
            Last updated {TERMS_MODAL_LAST_UPDATED}
          </span>
        </>
      }
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onAccept}>{AUTH_TEXTS.acceptTerms}</Button>
        </>
      }
    >
      <div className="space-y-4 text-sm leading-relaxed">
        {GUIDELINES.map(([heading, text]) => (
          <section key={heading}>
            <h3 className="font-semibold">{heading}</h3>
            <p>{text}</p>
          </section>
        ))}
        <p>
          The full <LegalLink to="/terms">Terms of Service</LegalLink> and{" "}
          <LegalLink to="/privacy">Privacy Policy</LegalLink> open in a new tab, so this form keeps
          what you typed.
        </p>
      </div>
    </Dialog>
  );
}
