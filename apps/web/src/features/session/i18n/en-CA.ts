/** Texts of the signed-in header: the user menu and its mobile copy. */
export const session = {
  userMenu: 'Account menu for {{name}}',
  profile: 'Profile',
  dashboard: 'Dashboard',
  settings: 'Settings',
  support: 'Support',
  signOut: 'Sign Out',
  signedInAs: 'Signed in as {{email}}',
} as const;
