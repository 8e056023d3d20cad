/** What a list shows when it has nothing: what is missing, and what to do about it. */
import type { ReactNode } from 'react';

export function EmptyState({ title, children, action }: { title: ReactNode; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="adm-empty">
      <p className="adm-empty__title">{title}</p>
      {children ? <p className="adm-empty__body">{children}</p> : null}
      {action ?? null}
    </div>
  );
}
