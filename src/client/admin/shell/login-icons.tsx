import { Svg } from '../../components/icons/icons';

/** The shield with a tick above the sign-in form. */
export function ShieldIcon() {
  return (
    <Svg>
      <path d="M12 3l8 4v5c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V7z" />
      <path d="M9 12l2 2 4-4" />
    </Svg>
  );
}

/** The show/hide password eye; crossed out while the password is shown. */
export function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <Svg>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </Svg>
  );
}
