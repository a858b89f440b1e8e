// What the server says to a person who starts it in a terminal (src/server/main.ts), as plain lines.

/**
 * The lines printed once the site listens: where to open it and, on the first start, the first
 * administrator's name and one-time password and where it is changed (Settings, where the dashboard
 * leads at the first sign-in with it).
 */
export function startLines({
  schoolName,
  address,
  dashboard,
  admin,
}: {
  schoolName: string;
  address: string;
  dashboard: string;
  admin?: { username: string; password: string };
}): string[] {
  return [
    `${schoolName} website is running at ${address}`,
    `Dashboard: ${dashboard}`,
    ...(admin
      ? [
          `First administrator: ${admin.username}`,
          `One-time password: ${admin.password} (shown once; you will be asked to choose a new one when you first sign in, in Dashboard > Settings > Change password)`,
          `Lost it? Run: npm run admin -- reset-password ${admin.username}`,
        ]
      : []),
  ];
}
