/**
 * One field's error under it, the way the server's markup shows it: a
 * span with the error's id after the field, named in the describing
 * element's aria-describedby, and the control marked invalid. The comment
 * and contribution forms share it.
 */
export interface FieldErrorSlot {
  /** The field's control (marked aria-invalid). */
  control: HTMLElement;
  /** The error span's id. */
  id: string;
  /** The element the span follows (the control by default). */
  after?: Element;
  /** The element whose aria-describedby names the error (the control by default). */
  describes?: HTMLElement;
  /** False where the control cannot carry aria-invalid (a radio group described as a whole). */
  markInvalid?: boolean;
}

/** Shows `message` for the field, or clears its error when undefined. */
export function setFieldError(form: HTMLFormElement, slot: FieldErrorSlot, message: string | undefined): void {
  const { control, id, after = control, describes = control, markInvalid = true } = slot;
  let error = form.querySelector<HTMLElement>(`#${CSS.escape(id)}`);
  const described = (describes.getAttribute('aria-describedby') ?? '').split(' ').filter((x) => x && x !== id);
  if (message === undefined) {
    error?.remove();
    control.removeAttribute('aria-invalid');
  } else {
    if (!error) {
      error = document.createElement('span');
      error.className = 'vitrine-comment-form__error';
      error.id = id;
      after.after(error);
    }
    error.textContent = message;
    if (markInvalid) control.setAttribute('aria-invalid', 'true');
    described.push(id);
  }
  if (described.length > 0) describes.setAttribute('aria-describedby', described.join(' '));
  else describes.removeAttribute('aria-describedby');
}
