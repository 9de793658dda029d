/** The leading 20 px icon of a field-like trigger (the date fields, the traveller picker); decorative. */
export function FieldIcon({ path, className }: { path: string; className?: string | undefined }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}
