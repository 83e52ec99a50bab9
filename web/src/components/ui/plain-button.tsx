import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router-dom';
import './plain.css';

export type PlainButtonVariant = 'solid' | 'outline' | 'ghost';
export type PlainButtonSize = 'sm' | 'md';

interface Look {
  /** Chakra's defaults: solid, md. */
  variant?: PlainButtonVariant;
  size?: PlainButtonSize;
  /** Extra classes, e.g. a colour override from plain.css (pc-button--danger, pc-button--brand). */
  className?: string;
}

/** The classes of Chakra's gray button recipe for a variant and size (plain.css). */
export function plainButtonClass({ variant = 'solid', size = 'md', className }: Look): string {
  return ['pc-button', size === 'md' && 'pc-button--md', variant !== 'ghost' && `pc-button--${variant}`, className].filter(Boolean).join(' ');
}

/** Chakra's spinner as a plain element; `inherit` sizes it to the text, as inside a loading button. */
export function PlainSpinner({ inherit = false, ...rest }: { inherit?: boolean; role?: string; 'aria-label'?: string }) {
  return <span className={inherit ? 'pc-spinner pc-spinner--inherit' : 'pc-spinner'} {...rest} />;
}

export type PlainButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  Look & {
    /** Disables the button and shows a spinner: beside `loadingText` when given, else over the hidden label (its width kept). */
    loading?: boolean;
    loadingText?: ReactNode;
  };

/**
 * A button with Chakra's look and loading behaviour as a plain element (docs/decisions/0013): the dashboard's first
 * view renders without Chakra's runtime style system.
 */
export const PlainButton = forwardRef<HTMLButtonElement, PlainButtonProps>(function PlainButton(
  { variant, size, className, loading = false, loadingText, disabled, children, type = 'button', ...rest },
  ref,
) {
  let content = children;
  if (loading) {
    content = loadingText ? (
      <>
        <PlainSpinner inherit />
        {loadingText}
      </>
    ) : (
      <>
        <span className="pc-button__center">
          <PlainSpinner inherit />
        </span>
        <span className="pc-button__hidden">{children}</span>
      </>
    );
  }
  return (
    <button
      ref={ref}
      type={type}
      className={plainButtonClass({ variant, size, className })}
      data-loading={loading ? '' : undefined}
      disabled={loading || disabled}
      {...rest}
    >
      {content}
    </button>
  );
});

/** A link inside the app that looks like a button (a real `<a>`, so it opens in a new tab too). */
export function PlainButtonLink({ variant, size, className, ...link }: LinkProps & Look) {
  return <RouterLink className={plainButtonClass({ variant, size, className })} {...link} />;
}
