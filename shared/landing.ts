import { paths, specialtyHref } from './paths';

/**
 * The pages the owner writes in content/pages/ (docs/publishing.md, "Pages"):
 * one per speciality (`specialite`), the page for Belgian practices
 * (`belgique`), the questions before signing (`questions`).
 */
export const landingKinds = ['specialite', 'belgique', 'questions'] as const;
export type LandingKind = (typeof landingKinds)[number];

/** The slug of the one page of each kind that has only one. */
export const BELGIUM_SLUG = 'belgique';
export const QUESTIONS_SLUG = 'questions';

/** One question of the questions page: its anchor, its words, its answer (HTML). */
export interface QuestionSection {
  id: string;
  question: string;
  html: string;
  /** In the owner's preview only: why visitors do not see this question (HTML, shared/ownerFacts.ts). */
  masked?: string;
}

export interface LandingPage {
  slug: string;
  kind: LandingKind;
  /** The short name: the speciality, the breadcrumb's last step. */
  name: string;
  /** The page's h1. */
  title: string;
  /** The head's title, when `title` is longer than result pages show. */
  seoTitle: string | null;
  description: string;
  /** The paragraph under the h1. */
  lead: string;
  /** The body, HTML (for the questions page: what comes before the first question). */
  content: string;
  sections: QuestionSection[];
  /** The ids of the questions /nos-tarifs shows too. */
  pricing: string[];
  /** Related articles, by slug. */
  articles: string[];
  updatedAt: string;
}

/** The address of a page of content/pages/. */
export function landingHref(page: { kind: LandingKind; slug: string }): string {
  if (page.kind === 'belgique') return paths.belgium;
  if (page.kind === 'questions') return paths.questions;
  return specialtyHref(page.slug);
}

/** `[[à compléter : …]]` as the page's HTML carries it (its words already escaped, no tag inside). */
const PLACEHOLDER_IN_HTML = /\[\[\s*à compléter\s*:\s*([^\]<>]+?)\s*\]\]/gi;

/** The HTML of a page with each place the owner still has to fill shown as such (the legal pages' mark). */
export function markPlaceholders(html: string): string {
  return html.replace(PLACEHOLDER_IN_HTML, '<span class="to-complete">à compléter\u00a0: $1</span>');
}

/** A plain text (a lead, a description) with its placeholders said in words. */
export function placeholderText(text: string): string {
  return text.replace(PLACEHOLDER_IN_HTML, 'à compléter : $1');
}
