/** The site's frame (navbar, mobile menu, footer, language switch): English source. */
export default {
  skipToContent: 'Skip to main content',
  languageSwitchLabel: 'Language',
  languageSwitchTo: 'العربية',
  languageSwitchToHint: 'Switch to Arabic',
} as const;
