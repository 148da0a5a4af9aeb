export { Alert, alertRole, type AlertProps, type AlertType } from './alert.tsx';
export { useBaseStyles } from './base-styles.ts';
export { Button, buttonClassName, useButtonStyles, type ButtonProps, type ButtonVariant } from './button.tsx';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field.tsx';
export { classNames } from './class-names.ts';
export { CloseButton, type CloseButtonProps } from './close-button.tsx';
export { ContentArea } from './content-area.tsx';
export { ErrorBanner, type ErrorBannerProps } from './error-banner.tsx';
export { describedBy, type FieldOwnProps } from './field.tsx';
export { focusFirstError } from './focus-first-error.ts';
export { uiLabels } from './labels.ts';
export { Modal, type ModalProps } from './modal.tsx';
export { prefersReducedMotion } from './reduced-motion.ts';
export { SafeHtml, type SafeHtmlProps, type SafeHtmlTag } from './safe-html.tsx';
export { sanitizeHtml } from './sanitize-html.ts';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field.tsx';
export { Spinner, type SpinnerProps } from './spinner.tsx';
export { TextField, type TextFieldProps } from './text-field.tsx';
export { ToastProvider, useToast, type ToastApi, type ToastProviderProps } from './toast.tsx';
export {
  createToastStore,
  DEFAULT_TOAST_DELAY,
  DEFAULT_TOAST_TYPE,
  type Toast,
  type ToastOptions,
  type ToastStore,
  type ToastType,
} from './toast-store.ts';
export { adoptStyles } from './adopt-styles.ts';
export { useStyles } from './use-styles.ts';
