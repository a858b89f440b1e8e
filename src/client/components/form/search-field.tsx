import { useLayoutEffect, useRef } from 'react';
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
  const ref = useRef<HTMLInputElement>(null);
  // Words typed before the page's script took the box over (a slow connection) stay on screen but not
  // in the state: once, when it is taken over, they are passed on as if typed after.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, against the value the page was served with
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
  }, []);
  const input = (
    <input
      ref={ref}
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
