/**
 * The admin app's texts (client/admin/, client/admin-ui/): its shell and
 * navigation, the design system's shared labels, and the screens this app
 * adds (Submissions, Restock waiting lists, Analytics, first run). French
 * in admin-texts-fr.ts; the catalogue (editor/catalogue.ts) swaps it in.
 */
export const ADMIN_TEXTS = {
  appTitle: 'Site admin',
  skipToContent: 'Skip to content',
  mainNavigation: 'Admin',
  menu: 'Menu',
  viewSite: 'View site',
  nav: {
    pages: 'Pages',
    design: 'Design',
    designColours: 'Colours',
    designStyles: 'Fonts, buttons and animations',
    products: 'Products',
    orders: 'Orders',
    customers: 'Customers',
    subscriptions: 'Subscriptions',
    submissions: 'Submissions',
    submissionsForms: 'Form submissions',
    submissionsRestock: 'Restock waiting lists',
    analytics: 'Analytics',
    settings: 'Settings',
    settingsHeaderFooter: 'Header and footer',
    settingsNavigation: 'Navigation',
    settingsSections: 'Sections',
    settingsCommerce: 'Commerce preferences',
    settingsLanguages: 'Languages',
    settingsPermissions: 'Permissions',
  },
  /** One line under each screen's title. */
  descriptions: {
    pages: 'Create, edit and publish the pages of your site.',
    design: 'Colours, fonts, buttons and animations of your theme.',
    products: 'Your store and the products it sells.',
    submissions: 'What visitors sent through your forms, and who waits for a product to return.',
    analytics: 'Visits, sales and the speed of your site.',
    settings: 'How your site is put together and who may change it.',
  },
  ui: {
    loading: 'Loading…',
    loadFailed: 'Unable to load. Try again.',
    retry: 'Retry',
    cancel: 'Cancel',
    close: 'Close',
    dismiss: 'Dismiss',
    search: 'Search',
    apply: 'Apply',
    nextPage: 'Next page',
    previousPage: 'Previous page',
    firstPage: 'First page',
    working: 'Working…',
    notifications: 'Notifications',
    somethingWrong: 'Something went wrong. Try again.',
  },
  comingSoon: {
    title: 'Not here yet',
    body: 'This screen is on its way.',
  },
  notFound: {
    title: 'Page not found',
    body: 'The admin has no screen at this address.',
    back: 'Go to Pages',
  },
} as const;
