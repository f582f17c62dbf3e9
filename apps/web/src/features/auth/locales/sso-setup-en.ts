/** The single sign-on setup page (issue 36): the tenant's sign-in rules and identity providers. */
export const ssoSetupEn = {
  intro:
    'Let people sign in with your organisation’s identity provider: Microsoft Entra ID or any OpenID Connect provider. Tenure’s own session starts once the provider has confirmed who they are.',
  loadFailed: 'The sign-in setup could not be loaded',
  register: {
    title: 'Register Tenure at your provider',
    hint: 'Add these addresses to the application you register at the identity provider.',
    redirectUri: 'Redirect URI (sign-in)',
    postLogoutRedirectUri: 'Redirect URI after sign-out',
    copy: 'Copy {{what}}',
    copied: 'Copied',
  },
  rules: {
    title: 'Who signs in how',
    requireSso: 'Require single sign-on',
    requireSsoHint:
      'Password and one-time-password logins are refused for everyone except super admins, who keep a way in when the provider is down.',
    createUsers: 'Create accounts on first sign-in',
    createUsersHint:
      'An employee HR has onboarded who has no account yet gets one with the employee role when they first sign in.',
    domains: 'Allowed email domains',
    domainsHint:
      'Only people whose email is at one of these domains get an account on first sign-in. Press Enter after each.',
    save: 'Save rules',
  },
  providers: {
    title: 'Identity providers',
    add: 'Add provider',
    edit: 'Edit provider',
    empty: 'No identity provider yet. Add one to show its sign-in button on the login page.',
    name: 'Name',
    kind: 'Kind',
    clientId: 'Client id',
    secret: 'Client secret',
    status: 'Sign-in button',
    shown: 'Shown',
    hidden: 'Hidden',
    deleteTitle: 'Delete identity provider',
    deleteQuestion:
      'Delete “{{name}}”? Its sign-in button disappears from the login page; people signed in through it keep their sessions until they expire.',
    deleted: 'Identity provider deleted.',
  },
  kinds: { entra: 'Microsoft Entra ID', oidc: 'OpenID Connect' },
  form: {
    kind: 'Provider',
    displayName: 'Name on the sign-in button',
    displayNameHint: 'Entra ID shows “Sign in with Microsoft”; other providers “Sign in with” this name.',
    authority: 'Authority',
    authorityHint: 'The multi-tenant “organizations” authority: the directories listed below are the only ones let in.',
    issuer: 'Issuer URL',
    issuerHint: 'The address whose /.well-known/openid-configuration the provider publishes.',
    clientId: 'Client (application) id',
    clientSecret: 'Client secret',
    clientSecretHint: 'Stored encrypted and never shown again. Leave blank to keep the stored secret.',
    clientSecretNewHint: 'Stored encrypted and never shown again. A generic provider may work without one (PKCE).',
    secret: { stored: 'Stored', notStored: 'Not stored', removed: 'Removed on save' },
    clearSecret: 'Remove the stored secret',
    directories: 'Accepted directory (tenant) ids',
    directoriesHint:
      'The Directory (tenant) ID of each Entra directory whose people may sign in. Press Enter after each.',
    emailClaim: 'Email claim',
    emailClaimHint: 'The ID token claim holding the email that links a person to their account.',
    enabled: 'Show the sign-in button',
  },
};
