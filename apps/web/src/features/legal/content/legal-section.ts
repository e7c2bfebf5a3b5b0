export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}
