/** The alert of a failed cart action: a title, the message and an OK button. */
import { useEffect, useId, useRef } from 'react';
import { TEXT } from '../texts.js';

export interface AlertMessage {
  title: string;
  message: string;
}

export function Alert({ alert, onClose }: { alert: AlertMessage; onClose: () => void }) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  // Shown under the control that failed, which on a phone is often the bottom of the window: brought into view.
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [alert]);
  return (
    <div ref={box} className="vitrine-alert" role="alertdialog" aria-labelledby={`${id}-t`} aria-describedby={`${id}-m`}>
      <div className="vitrine-alert__title" id={`${id}-t`}>{alert.title}</div>
      <div className="vitrine-alert__message" id={`${id}-m`}>{alert.message}</div>
      <button type="button" className="vitrine-alert__ok sqs-button-element--primary" onClick={onClose}>{TEXT.ok}</button>
    </div>
  );
}
