/**
 * The owner's popup overlay (SPEC sections 2 and 3; editor/sections.ts): a
 * modal dialog at its grid position, focus trapped inside, closed on
 * Escape, its close button or a click outside it. It remembers in local
 * storage, under the SPEC's keys, when it was closed (date-closed), for
 * which popup version (version) and whether the visitor signed up to its
 * newsletter (submitted): it does not show again for that version; the
 * owner's "show again" bumps the version. Without JavaScript (or storage)
 * nothing shows, or it shows each time.
 */
import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { closeOnBackdrop, useModal } from '../use-modal.js';
import { TEXT } from '../texts.js';
import { FormBlock } from './form-block.js';

export interface PopupOverlayProps {
  version?: number;
  row?: string;
  column?: string;
  heading?: string;
  body?: string[];
  image?: { assetUrl: string; alt: string };
  action?: { label: string; url: string };
  newsletter?: { formId: string; label: string; buttonLabel: string; successText: string };
}

/** One local-storage item holding the SPEC's keys. */
export const POPUP_STORAGE_KEY = 'vitrine-popup-overlay';
export interface PopupMemory {
  'date-closed'?: number;
  version?: number;
  submitted?: boolean;
}

function recall(): PopupMemory {
  try {
    const v = JSON.parse(localStorage.getItem(POPUP_STORAGE_KEY) ?? '{}') as unknown;
    return typeof v === 'object' && v !== null ? (v as PopupMemory) : {};
  } catch {
    return {};
  }
}

/** Remembers `change` for `version`; what was kept for another version is dropped. */
function remember(version: number, change: PopupMemory): void {
  const before = recall();
  try {
    localStorage.setItem(POPUP_STORAGE_KEY, JSON.stringify({ ...(before.version === version ? before : {}), ...change, version }));
  } catch {
    // Storage refused (private mode): the popup shows again next time.
  }
}

/** Whether the popup shows: not once closed or signed up to for this version. */
export function popupShows(memory: PopupMemory, version: number): boolean {
  return !(memory.version === version && (memory['date-closed'] !== undefined || memory.submitted === true));
}

export function PopupOverlay({ props, host }: { props: PopupOverlayProps; host: HTMLElement }) {
  const version = props.version ?? 1;
  const [open, setOpen] = useState(() => popupShows(recall(), version));
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  const close = () => {
    remember(version, { 'date-closed': Date.now() });
    setOpen(false);
  };
  useModal(panel, closeButton, close, open);

  if (!open) return null;
  const news = props.newsletter;
  return createPortal(
    <div className="vitrine-popup-overlay" data-row={props.row} data-column={props.column} onMouseDown={closeOnBackdrop(close)}>
      <div
        ref={panel}
        className="vitrine-popup-overlay__dialog"
        role="dialog"
        aria-modal="true"
        tabIndex={-1}
        {...(props.heading ? { 'aria-labelledby': `${id}-heading` } : { 'aria-label': TEXT.popupDialog })}
      >
        <button ref={closeButton} type="button" className="vitrine-dialog__close vitrine-popup-overlay__close" aria-label={TEXT.dialogClose} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        {props.image && <img className="vitrine-popup-overlay__image" src={props.image.assetUrl} alt={props.image.alt} />}
        {props.heading && <h2 className="vitrine-popup-overlay__heading" id={`${id}-heading`}>{props.heading}</h2>}
        {props.body?.map((p, i) => <p key={i} className="vitrine-popup-overlay__body">{p}</p>)}
        {news && (
          <FormBlock
            host={host}
            onSuccess={() => remember(version, { submitted: true })}
            props={{
              formId: news.formId,
              fields: [{ id: 'email', type: 'email', title: news.label || TEXT.popupEmail, required: true }],
              newsletter: true,
              captchaAction: 'PROMO_POPUP',
              submitButtonText: news.buttonLabel || null,
              submissionText: news.successText || null,
            }}
          />
        )}
        {props.action && <a className="vitrine-section__action vitrine-popup-overlay__action" href={props.action.url}>{props.action.label}</a>}
      </div>
    </div>,
    document.body,
  );
}
