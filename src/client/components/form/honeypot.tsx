/**
 * The honeypot (docs/decisions/005-honeypot-and-rate-limits.md): a `website` field hidden from people and
 * out of the tab order, so only a robot fills it. `className` hides it.
 */
export function Honeypot({
  id,
  className,
  value,
  onChange,
}: {
  id: string;
  className: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={className} aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
