import { PRIVACY_SECTIONS } from "../content/privacy-content";
import { LegalPage } from "./legal-page";

export function PrivacyPage() {
  return <LegalPage title="Privacy Policy" sections={PRIVACY_SECTIONS} />;
}
