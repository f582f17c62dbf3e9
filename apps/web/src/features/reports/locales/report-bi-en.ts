/** English texts of a report's BI dashboard (Bring your own BI) and its settings. */
export const biDashboardEn = {
  title: '{{title}}: dashboard from your BI tool',
  frameTitle: '{{title}} dashboard',
  unavailable: 'The BI dashboard could not be shown',
  retry: 'Try again',
  configure: 'BI dashboard settings',
  settings: {
    title: 'Dashboard of your own BI tool',
    intro:
      'Show a Metabase or Apache Superset dashboard with this report. Each view gets a token that lasts a few minutes and is locked to your company and the legal entity the viewer works in. After saving a new address, reload the page.',
    provider: 'BI tool',
    providers: { metabase: 'Metabase', superset: 'Apache Superset' },
    placement: 'Show it',
    placements: { beside: 'Below the report', replace: 'Instead of the report' },
    siteUrl: 'Address of the BI tool',
    siteUrlHint: 'Its site URL, e.g. https://metabase.example.com',
    dashboardId: 'Dashboard',
    dashboardHint: {
      metabase: 'The number in the dashboard address (embedding enabled, parameters tenant and entity locked).',
      superset: 'The embedded dashboard UUID from “Embed dashboard” (allow this site’s address there).',
    },
    username: 'Service account',
    secret: { metabase: 'Embedding secret key', superset: 'Service account password' },
    secretHint: 'Kept encrypted and never shown again; leave empty to keep the stored one.',
    secretSet: 'Stored',
    secretNotSet: 'Not set',
    secretRequired: 'Give the secret the first time.',
    save: 'Save',
    saved: 'The BI dashboard settings are saved.',
    remove: 'Remove the dashboard',
    removed: 'The report no longer shows a BI dashboard.',
  },
};
