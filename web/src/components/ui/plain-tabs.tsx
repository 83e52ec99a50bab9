import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './plain.css';

export interface PlainTab {
  value: string;
  label: ReactNode;
  /** The panel's content; a tab without one only acts through onValueChange (e.g. one that navigates away). */
  content?: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Chakra's line tabs (zag's tabs machine) as plain elements (docs/decisions/0013): a tablist with a roving tabindex;
 * arrow keys (wrapping), Home and End move the focus and select the tab they land on (zag's default
 * automatic activation); each tab controls its panel, and only the selected panel shows.
 */
export function PlainTabs({ value, onValueChange, tabs }: { value: string; onValueChange: (value: string) => void; tabs: PlainTab[] }) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const tabId = (v: string) => `${id}-tab-${v}`;
  const panelId = (v: string) => `${id}-panel-${v}`;

  // As zag: a panel without focusable content is itself a tab stop, so a keyboard can reach its text.
  useEffect(() => {
    const panel = root.current?.querySelector<HTMLElement>(':scope > [role=tabpanel]:not([hidden])');
    if (!panel) return;
    if (panel.querySelector(FOCUSABLE)) panel.removeAttribute('tabindex');
    else panel.setAttribute('tabindex', '0');
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((t) => t.value === (event.target as HTMLElement).dataset.value);
    if (current < 0) return;
    const last = tabs.length - 1;
    const next = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[next];
    document.getElementById(tabId(target.value))?.focus();
    if (target.value !== value) onValueChange(target.value);
  };

  return (
    <div ref={root} className="pc-tabs" data-orientation="horizontal">
      <div role="tablist" aria-orientation="horizontal" className="pc-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((t) => {
          const selected = t.value === value;
          return (
            <button
              key={t.value}
              type="button"
              role="tab"
              id={tabId(t.value)}
              data-value={t.value}
              aria-selected={selected}
              aria-controls={selected ? panelId(t.value) : undefined}
              tabIndex={selected ? 0 : -1}
              className="pc-tabs__trigger"
              onClick={() => {
                if (!selected) onValueChange(t.value);
              }}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {tabs.map(
        (t) =>
          t.content !== undefined && (
            <div key={t.value} role="tabpanel" id={panelId(t.value)} aria-labelledby={tabId(t.value)} hidden={t.value !== value} className="pc-tabs__panel">
              {t.content}
            </div>
          ),
      )}
    </div>
  );
}
