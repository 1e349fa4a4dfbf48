/** The shared UI pieces (dialogs, breadcrumb, page header, flags, lists): English source. */
export default {
  close: 'Close',
  /** The language switch, named in the language it leads to. */
  languageSwitchTo: 'العربية',
  breadcrumb: 'Breadcrumb',
  back: 'Back',
  flagOf: '{country} flag',
  viewAll: 'View All',
  showLess: 'Show Less',
} as const;
