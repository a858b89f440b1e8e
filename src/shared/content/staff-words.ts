// Every sentence of the staff accounts' screens and mails, once, so they can be translated later
// (docs/decisions/036-staff-accounts-and-roles.md).

export const STAFF_WORDS = {
  invalidInvitation:
    "This invitation link is not valid. It may have expired or been used already. Ask the school's administrator for a new one.",
  invalidReset:
    'This password reset link is not valid. It may have expired or been used already. Ask for a new one from the sign-in page.',
  copyLink: (name: string) => `Copy this link and send it to ${name}: it will not be shown again.`,
  invitationMailed: (name: string) => `The invitation was sent to ${name} by e-mail. The link works for 7 days.`,
  forgotAnswer: 'If an account matches, we have sent a link to reset its password. It works for 1 hour.',
  // Without SMTP_URL no link is made or sent: the page and the answer to any request say who resets it.
  forgotWithoutMail:
    "This site does not send e-mail, so no reset link is sent. Ask the school's IT person to reset your password: on the server, they run npm run admin -- reset-password <username>",
  forgotTooMany: 'Too many requests. Please try again later.',
  lastOwner: 'The school needs at least one active Owner. Make someone else an Owner first.',
  usernameTaken: 'This username is taken. Choose another.',
  emailTaken: 'A person with this e-mail address already has an account or an invitation.',
  accepted: 'Your account is ready. Sign in with your new username and password.',
  passwordReset: 'Your password was changed. Sign in with the new one.',
  acceptHeading: 'Accept your invitation',
  acceptLead: (name: string, role: string) =>
    `Welcome${name ? `, ${name}` : ''}. Choose a username and a password for your ${role} account.`,
  acceptLeadUnknown: 'Choose a username and a password for your account.',
  forgotHeading: 'Forgot your password?',
  forgotLead: 'Enter the e-mail address or username of your account. We will send a link to reset the password.',
  resetHeading: 'Choose a new password',
  resetLead: 'Every browser signed in to this account is signed out when the password changes.',
  backToSignIn: 'Back to sign in',
  usernameLabel: 'Username',
  usernameByEmail: (email: string) => `Your e-mail address works too: ${email}`,
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Confirm password',
  newPasswordLabel: 'New password',
  confirmNewPasswordLabel: 'Confirm new password',
  newPasswordHint: 'At least 12 characters. A few words you will remember work well.',
  createAccount: 'Create my account',
  setNewPassword: 'Set new password',
  signIn: 'Sign in',
  staffLead: 'The people who work in this dashboard, what each may do, and the invitations waiting to be accepted.',
  inviteLead: 'The person gets a link to choose a username and a password. It works for 7 days and only once.',
  noSessions: 'No browser is signed in.',
  sessionsLead: 'The browsers signed in to your account. End any you do not recognise.',
  twoFactorSwitch: 'Require two-factor sign-in for everyone',
  twoFactorHint: 'Owners always sign in with a one-time code. With this on, Admissions and Editor staff do too.',
  confirmRemove: (name: string) =>
    `Remove ${name}'s account? They can no longer sign in, and this cannot be undone. Their entries in the audit log stay.`,
  confirmDeactivate: (name: string) =>
    `Deactivate ${name}? Every browser signed in to their account is signed out at once. You can reactivate them later.`,
  // The Staff section and the sessions panels.
  peopleHeading: 'People',
  peopleCaption: 'The staff accounts, with what each person may do',
  invitationsHeading: 'Invitations waiting',
  noInvitations: 'No invitation is waiting to be accepted.',
  inviteHeading: 'Invite a person',
  inviteSubmit: 'Send invitation',
  inviteRoleHint: 'Choose what the person may do.',
  copyLinkButton: 'Copy link',
  linkCopied: 'Link copied',
  linkNotCopied: 'The link could not be copied. Select it and copy it yourself.',
  linkDone: 'Done',
  invitationLinkLabel: (name: string) => `Invitation link for ${name}`,
  invitationResent: (name: string) => `A new invitation was sent to ${name}. The old link no longer works.`,
  invitationRevoked: (name: string) => `The invitation of ${name} was revoked. Its link no longer works.`,
  invitedBy: (by: string, expires: string) => `Invited by ${by}; the link works until ${expires}.`,
  confirmRevoke: (name: string) => `Revoke the invitation of ${name}? Its link stops working at once.`,
  roleLegend: 'Role',
  accountHeading: 'Account',
  deactivateHint: 'Deactivating signs the person out everywhere at once and keeps them out until reactivated.',
  reactivateHint: 'This account is deactivated: the person cannot sign in.',
  manage: 'Manage',
  deactivate: (name: string) => `Deactivate ${name}`,
  reactivate: (name: string) => `Reactivate ${name}`,
  remove: (name: string) => `Remove ${name}`,
  roleChanged: (name: string, role: string) => `${name} is now ${role}.`,
  roleSave: 'Save role',
  deactivated: (name: string) => `${name} was deactivated and signed out everywhere.`,
  reactivated: (name: string) => `${name} can sign in again.`,
  removed: (name: string) => `The account of ${name} was removed.`,
  sessionsOf: (name: string) => `Sessions of ${name}`,
  sessionsHeading: 'Your sessions',
  thisBrowser: 'This browser',
  signedInAt: 'Signed in',
  lastSeen: 'Last seen',
  address: 'Address',
  unknownAddress: 'Unknown',
  endSession: 'End',
  endSessionName: (browser: string, seen: string) => `End the session of ${browser}, last seen ${seen}`,
  sessionEnded: 'The session was ended. That browser must sign in again.',
  endAllOthers: 'Sign out all other sessions',
  othersEnded: (n: number) =>
    n === 0 ? 'No other browser was signed in.' : `${n} other ${n === 1 ? 'session was' : 'sessions were'} ended.`,
  endAllOf: (name: string) => `End all sessions of ${name}`,
  allEnded: (name: string, n: number) =>
    n === 0 ? `${name} had no session to end.` : `${name} was signed out of ${n} ${n === 1 ? 'browser' : 'browsers'}.`,
  twoFactorSaved: (on: boolean) =>
    on ? 'Everyone now signs in with a one-time code.' : 'Only Owners must sign in with a one-time code now.',
  neverSeen: 'Never',
  active: 'Active',
  deactivatedStatus: 'Deactivated',
  on: 'On',
  off: 'Off',
  loadFailed: 'Error loading the staff',
  loading: 'Loading the staff...',
  sessionsLoadFailed: 'Error loading the sessions',
  sessionsLoading: 'Loading the sessions...',
  failed: 'That did not work. Please try again.',
} as const;

export const INVITATION_MAIL = {
  subject: (school: string) => `Your invitation to the ${school} website dashboard`,
  text: (o: { name: string; school: string; role: string; link: string; invitedBy: string }) =>
    `Hello ${o.name},\n\n${o.invitedBy} invited you to the ${o.school} website dashboard as ${o.role}.\n\n` +
    `Open this link to choose your username and password. It works once, for 7 days:\n${o.link}\n\n` +
    'If you did not expect this, you can ignore this e-mail.\n',
};

export const RESET_MAIL = {
  subject: (school: string) => `Reset your password for the ${school} website dashboard`,
  text: (o: { school: string; username: string; link: string }) =>
    `Someone asked to reset the password of the account '${o.username}' on the ${o.school} website dashboard.\n\n` +
    `Open this link to choose a new password. It works once, for 1 hour:\n${o.link}\n\n` +
    'If you did not ask for this, ignore this e-mail: your password stays as it is.\n',
};
