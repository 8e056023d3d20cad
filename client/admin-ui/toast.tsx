/**
 * Toasts (Radix Toast): a short message after an action ("Marked as read"),
 * announced politely, dismissed by its button, by swiping or after a while.
 * <ToastProvider> wraps the app once; screens call `useToast()`.
 */
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { ADMIN_TEXTS as A } from '../../editor/admin-texts.js';

/** How long a toast stays, in milliseconds. */
export const TOAST_DURATION_MS = 5000;

export type ToastTone = 'neutral' | 'danger';
interface Item {
  id: number;
  message: string;
  tone: ToastTone;
}

const ToastContext = createContext<(message: string, tone?: ToastTone) => void>(() => undefined);

export const useToast = () => useContext(ToastContext);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Item[]>([]);
  const show = useCallback((message: string, tone: ToastTone = 'neutral') => setItems((list) => [...list, { id: Date.now() + Math.random(), message, tone }]), []);
  const drop = (id: number) => setItems((list) => list.filter((i) => i.id !== id));
  return (
    <ToastContext.Provider value={show}>
      <RadixToast.Provider duration={TOAST_DURATION_MS} label={A.ui.notifications}>
        {children}
        <div className="adm-portal">
          {items.map((item) => (
            <RadixToast.Root key={item.id} className={item.tone === 'danger' ? 'adm-toast adm-toast--danger' : 'adm-toast'} type={item.tone === 'danger' ? 'foreground' : 'background'} onOpenChange={(open) => !open && drop(item.id)}>
              <RadixToast.Title className="adm-toast__title">{item.message}</RadixToast.Title>
              <RadixToast.Close className="adm-button adm-toast__close">{A.ui.dismiss}</RadixToast.Close>
            </RadixToast.Root>
          ))}
          <RadixToast.Viewport className="adm-toast-viewport" />
        </div>
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
