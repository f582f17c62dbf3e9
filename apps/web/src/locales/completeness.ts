/**
 * What the key-completeness check (completeness.test.ts) lets pass. docs/decisions/languages.md explains both lists.
 */

/**
 * The parts of the texts not yet translated into Hindi, Marathi, Portuguese and Russian (issue 38, in
 * progress): a top-level key of the features' texts (en-features.ts), one of its sections, or a namespace
 * of the server's messages (`server.<namespace>`). Their keys fall back to English on screen.
 *
 * THIS LIST MAY ONLY SHRINK in what it covers (docs/decisions/languages.md). A new feature comes with its
 * four translations and is never added here; the check fails when a part listed here is complete in every
 * language, so translating a part means taking it off the list.
 */
export const PENDING_TRANSLATION: readonly string[] = [];

/**
 * Keys whose text is rightly the same as English in a language: names, codes and abbreviations that read
 * the same there. Texts without letters (only placeholders, digits or signs) need no entry. Keep it small:
 * a text that is English because nobody translated it does not belong here.
 */
export const SAME_AS_ENGLISH: Record<'all' | 'hi' | 'mr' | 'pt' | 'ru', readonly string[]> = {
  /** The product's name and the names of the languages, each written in its own language. */
  all: [
    'app.name',
    'app.copyright',
    'language.en',
    'language.hi',
    'language.mr',
    'language.pt',
    'language.ru',
    /** Product names of identity providers. */
    'ssoSetup.kinds.entra',
    'ssoSetup.kinds.oidc',
    'ssoSetup.kinds.saml',
    /** File formats named by their codes. */
    'chat.exportCsv',
    'chat.exportXls',
    /** Product names of the BI tools a report can embed. */
    'biDashboard.settings.providers.metabase',
    'biDashboard.settings.providers.superset',
  ],
  hi: [],
  mr: [],
  /** Unit symbols (h, min) and the country name Costa Rica read the same in Portuguese. */
  pt: [
    'home.clock.hoursMinutes',
    'actions.units.hours',
    'projects.team.hours',
    'policies.shift.hours',
    'policies.shift.hoursMinutes',
    'payroll.countries.CR',
  ],
  ru: [],
};
