import type { ReactNode } from 'react';
import './plain.css';

interface PageProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** A signed-in screen: one h1, an optional intro line and actions, then the content. Plain elements (docs/decisions/0013). */
export function Page({ title, description, actions, children }: PageProps) {
  return (
    <div className="fr-page">
      <div className="fr-stack fr-gap-8">
        <div className="fr-stack fr-gap-4 fr-page__head">
          <div className="fr-stack fr-gap-1">
            <h1 className="fr-page__title">{title}</h1>
            {description && <p className="fr-page__description">{description}</p>}
          </div>
          {actions}
        </div>
        {children}
      </div>
    </div>
  );
}
