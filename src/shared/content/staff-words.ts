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
  forgotWithoutMail:
    "This site cannot send e-mail yet, so a reset link cannot be sent. The school's IT person can reset your password on the server with: npm run admin -- reset-password <username>",
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
