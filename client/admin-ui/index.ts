/**
 * The admin's design system: tokens (tokens.css), component styles
 * (admin-ui.css) and the accessible primitives every admin screen composes.
 * docs/admin-ui.md says how to build a screen from them. The app's entry
 * (client/admin/main.tsx) imports admin-ui.css once for every screen.
 */
export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './button.js';
export { TextField, type TextFieldProps } from './text-field.js';
export { DateField, dateFormatOf, readDate, showDate, type DateFieldProps } from './date-field.js';
export { Select, type SelectOption, type SelectProps } from './select.js';
export { Checkbox, type CheckboxProps } from './checkbox.js';
export { Switch, type SwitchProps } from './switch.js';
export { Badge, type Tone } from './badge.js';
export { PageHeader, type PageHeaderProps } from './page-header.js';
export { EmptyState } from './empty-state.js';
export { Table, type Column, type TableProps } from './table.js';
export { Dialog, type DialogProps } from './dialog.js';
export { ConfirmDialog, useConfirm, type ConfirmOptions } from './confirm-dialog.js';
export { ToastProvider, useToast, TOAST_DURATION_MS, type ToastTone } from './toast.js';
export { useCursorList, Pager, type CursorList, type CursorPage } from './cursor-list.js';
export { ListToolbar, type ListToolbarProps } from './toolbar.js';
export { Card, Stats, Details } from './layout.js';
export { formatMoney, formatDate, formatCount, adminLocale, fill } from './format.js';
