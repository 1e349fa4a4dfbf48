/** The shared UI pieces (dialogs, breadcrumb, page header, flags, lists): English source. */
export default {
  close: 'Close',
  breadcrumb: 'Breadcrumb',
  back: 'Back',
  flagOf: '{country} flag',
  viewAll: 'View All',
  showLess: 'Show Less',
} as const;
