/**
 * A screen's header: its one h1, a line saying what the screen is for,
 * an optional back link (detail screens) and the actions, the primary
 * one last.
 */
import type { ReactNode } from 'react';
import { PAGE_TITLE_ID } from './focus-return.js';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  back?: { href: string; label: string; onClick?(event: React.MouseEvent<HTMLAnchorElement>): void };
}

export function PageHeader({ title, description, actions, back }: PageHeaderProps) {
  return (
    <header className="adm-page-header">
      <div>
        {back ? <a className="adm-page-header__back" href={back.href} onClick={back.onClick}>← {back.label}</a> : null}
        <h1 className="adm-page-header__title" tabIndex={-1} id={PAGE_TITLE_ID}>{title}</h1>
        {description ? <p className="adm-page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="adm-page-header__actions">{actions}</div> : null}
    </header>
  );
}
