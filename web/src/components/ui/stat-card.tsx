import './plain.css';

/**
 * A number with its label (and an optional caption). `term` marks it up as a dt/dd pair for use inside a
 * dl: the card itself is then the dl's group (a div holding the dt and dd directly, as HTML requires).
 * Plain elements with Chakra's card look (plain.css): the dashboard shows several at once.
 */
export function StatCard({ label, value, caption, term = false }: { label: string; value: number; caption?: string; term?: boolean }) {
  const Label = term ? 'dt' : 'p';
  const Value = term ? 'dd' : 'p';
  const content = (
    <>
      <Label className="pc-stat-label">{label}</Label>
      <Value className="pc-stat-value">{value}</Value>
      {caption && <p className="pc-xs pc-muted">{caption}</p>}
    </>
  );
  return term ? (
    <div className="pc-card pc-card--stat">{content}</div>
  ) : (
    <div className="pc-card">
      <div className="pc-card__body pc-gap-1">{content}</div>
    </div>
  );
}
