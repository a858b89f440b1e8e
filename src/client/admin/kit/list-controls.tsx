import { Download } from '../../components/icons/icons';

/** A paged list's filter by one field: 'Filter by status', All statuses, then each value by its label. */
export function OptionFilter<S extends string>({
  id,
  label = 'Filter by status',
  allLabel = 'All statuses',
  className = 'field',
  value,
  options,
  labels,
  onChange,
}: {
  id: string;
  label?: string;
  allLabel?: string;
  className?: string;
  value: S | '';
  options: readonly S[];
  labels: Readonly<Record<S, string>>;
  onChange: (value: S | '') => void;
}) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as S | '')}>
        <option value="">{allLabel}</option>
        {options.map((s) => (
          <option key={s} value={s}>
            {labels[s]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Export CSV, 'Exporting...' while the file is made. */
export function ExportCsvButton({
  exporting,
  disabled = false,
  onClick,
}: {
  exporting: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className="btn btn-outline" onClick={onClick} disabled={exporting || disabled}>
      <Download /> {exporting ? 'Exporting...' : 'Export CSV'}
    </button>
  );
}
