import './plain.css';

/** The sizes callers use, as Chakra's size scale (8 = 2rem, 9 = 2.25rem...). */
type LogoSize = '6' | '8' | '9' | '10' | '12';

/** The Simplify mark: a rounded square with an S. Decorative; pair it with visible text or a label. */
export function LogoMark({ size = '8' }: { size?: LogoSize }) {
  const side = `var(--chakra-sizes-${size})`;
  return (
    <span style={{ display: 'inline-flex', flexShrink: 0, width: side, height: side }} aria-hidden="true">
      <svg viewBox="0 0 32 32" width="100%" height="100%" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0f766e" />
        <path
          d="M9 18.5c0 2.6 2.6 4.5 6.6 4.5 4.2 0 7-1.9 7-4.9 0-2.6-1.9-3.7-5.6-4.4l-2.3-.4c-1.6-.3-2.2-.8-2.2-1.6 0-1 1.1-1.7 2.9-1.7 1.9 0 3 .8 3.2 2.1h3.4C21.8 9.3 19.3 7.5 15.4 7.5c-3.9 0-6.6 1.9-6.6 4.8 0 2.5 1.8 3.8 5.3 4.4l2.3.4c1.8.3 2.5.8 2.5 1.7 0 1.1-1.2 1.8-3.2 1.8-2 0-3.3-.8-3.5-2.1z"
          fill="#fff"
        />
      </svg>
    </span>
  );
}
