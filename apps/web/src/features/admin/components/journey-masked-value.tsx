// `relative` keeps each sr-only text inside its table cell: absolutely positioned, it would
// otherwise overflow the page from a table that scrolls sideways.

/**
 * A personal value as the server masked it (`a••••@example.com`), or "None". Screen readers hear
 * "Masked: a…@example.com" rather than a row of bullets.
 */
export function MaskedValue({ value }: { value: string | null }) {
  if (value === null) return <NoValue />;
  const hint = value.replace(/•+/g, '…');
  const spoken = /[^….-]/.test(hint) ? `Masked: ${hint}` : 'Masked';
  return (
    <span className="relative">
      <span aria-hidden="true" className="font-mono break-all">
        {value}
      </span>
      <span className="sr-only">{spoken}</span>
    </span>
  );
}

export function NoValue() {
  return (
    <span className="relative text-muted-foreground">
      <span aria-hidden="true">—</span>
      <span className="sr-only">None</span>
    </span>
  );
}
