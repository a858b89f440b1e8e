import { useEffect, useLayoutEffect, useState } from 'react';
import { HEARD_FROM, SOURCE_FIELDS } from '../../../shared/admissions';
import type { SourceValues } from '../../../shared/schemas/source';
import { visitSource } from '../../lib/visit-source';
import { useFormsWords } from './forms-words';

/**
 * Where the family came from, in a public form: the optional "How did you hear about us?" select and
 * the hidden fields of the visit's source (src/client/lib/visit-source.ts). The hidden fields are
 * empty in the server's HTML (a cached page is the same for everyone) and filled once the page runs;
 * without JavaScript the server reads the form page's own address instead (features/forms/routes.ts).
 */
export function SourceFields({
  id,
  className,
  heardFrom,
  onHeardFrom,
}: {
  id: string;
  className: string;
  heardFrom: string;
  onHeardFrom: (value: string) => void;
}) {
  const words = useFormsWords().common;
  const [source, setSource] = useState<SourceValues>({});
  useEffect(() => setSource(visitSource()), []);
  // A choice made before the form's island woke is the form's, as its fields' are (keepShownValues).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form is taken over
  useLayoutEffect(() => {
    const shown = (document.getElementById(id) as HTMLSelectElement | null)?.value;
    if (shown && shown !== heardFrom) onHeardFrom(shown);
  }, []);
  return (
    <>
      <div className={className}>
        <span className="form-label">
          <label htmlFor={id}>{words.heardFromLabel}</label>
        </span>
        <select id={id} name="heardFrom" value={heardFrom} onChange={(e) => onHeardFrom(e.target.value)}>
          <option value="">{words.heardFromEmpty}</option>
          {HEARD_FROM.map((h) => (
            <option key={h.value} value={h.value}>
              {words.heardFrom[h.value] ?? h.label}
            </option>
          ))}
        </select>
      </div>
      {SOURCE_FIELDS.map((field) => (
        <input key={field} type="hidden" name={field} value={source[field] ?? ''} />
      ))}
    </>
  );
}
