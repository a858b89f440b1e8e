import type { ReactNode } from 'react';

/** One way to reach the school: an icon, a bold label, and the details on the next line. */
export function ContactLine({
  as: Tag,
  icon,
  label,
  children,
}: {
  as: 'p' | 'li';
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Tag className="contact-line">
      {icon}
      <span>
        <strong>{label}</strong>
        <br />
        {children}
      </span>
    </Tag>
  );
}
