/** Layout pieces: a card (a titled group on a screen), a row of figures, a list of term and value. */
import { useId, type ReactNode } from 'react';

export function Card({ title, children, actions }: { title?: ReactNode; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <section className="adm-card" aria-labelledby={title ? id : undefined}>
      {title || actions ? (
        <div className="adm-card__head">
          {title ? <h2 id={id}>{title}</h2> : <span />}
          {actions ? <div className="adm-page-header__actions">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export function Stats({ items, label }: { label: string; items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <ul className="adm-stats" aria-label={label}>
      {items.map((s) => (
        <li key={s.label} className="adm-stat">
          <span className="adm-stat__label">{s.label}</span>
          <span className="adm-stat__value">{s.value}</span>
        </li>
      ))}
    </ul>
  );
}

export function Details({ items }: { items: readonly { term: ReactNode; value: ReactNode; key: string }[] }) {
  return (
    <dl className="adm-details">
      {items.map((i) => (
        <div key={i.key}>
          <dt>{i.term}</dt>
          <dd>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}
