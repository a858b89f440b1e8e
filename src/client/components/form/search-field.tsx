import { Search } from '../icons/icons';

/**
 * A labelled search box, filtering as the visitor types. With `boxClassName` the input sits in a box
 * with the magnifier icon.
 */
export function SearchField({
  id,
  label,
  value,
  onChange,
  placeholder,
  className,
  boxClassName,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className: string;
  boxClassName?: string;
}) {
  const input = (
    <input
      id={id}
      type="search"
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete="off"
    />
  );
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {boxClassName ? (
        <div className={boxClassName}>
          <Search />
          {input}
        </div>
      ) : (
        input
      )}
    </div>
  );
}
