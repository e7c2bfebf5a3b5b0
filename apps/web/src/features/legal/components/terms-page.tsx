import { TERMS_SECTIONS } from "../content/terms-content";
import { LegalPage } from "./legal-page";

export function TermsPage() {
  return <LegalPage title="Terms of Service" sections={TERMS_SECTIONS} />;
}
