/**
 * A list's toolbar: the search box (submitted with Enter or its button)
 * and the filters beside it. The search runs on submit, not per keystroke,
 * so each search is one request.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { ADMIN_TEXTS as A } from '../../editor/admin-texts.js';
import { Button } from './button.js';
import { TextField } from './text-field.js';

export interface ListToolbarProps {
  /** The search box's label (what it searches: "Search by email"). */
  searchLabel?: string;
  search?: string;
  onSearch?(query: string): void;
  /** Filters (Selects, Checkboxes) and other controls. */
  children?: ReactNode;
}

export function ListToolbar({ searchLabel, search = '', onSearch, children }: ListToolbarProps) {
  const [text, setText] = useState(search);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch?.(text.trim());
  };
  return (
    <div className="adm-toolbar">
      {onSearch && searchLabel ? (
        <form role="search" onSubmit={submit} className="adm-toolbar__form">
          <TextField className="adm-toolbar__search" label={searchLabel} type="search" value={text} onChange={(e) => setText(e.target.value)} />
          <Button type="submit">{A.ui.search}</Button>
        </form>
      ) : null}
      {children}
    </div>
  );
}
