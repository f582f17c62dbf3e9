import i18next from 'i18next';
import { notifications } from '@mantine/notifications';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** SPEC §9: 5000 ms by default, 10000 ms for errors and warnings. */
export const TOAST_TIMEOUT_MS: Record<ToastType, number> = {
  success: 5000,
  info: 5000,
  error: 10000,
  warning: 10000,
};

const TOAST_COLOR: Record<ToastType, string> = {
  success: 'teal',
  info: 'blue',
  error: 'red',
  warning: 'yellow',
};

export interface ToastSpec {
  title: string;
  message: string;
  color: string;
  autoClose: number;
}

export function toastSpec(type: ToastType, message: string): ToastSpec {
  return {
    title: i18next.t(`notifications.${type}`),
    message,
    color: TOAST_COLOR[type],
    autoClose: TOAST_TIMEOUT_MS[type],
  };
}

/** The one way the app shows a toast; pass text already translated. */
export function showToast(type: ToastType, message: string): void {
  notifications.show({
    ...toastSpec(type, message),
    withBorder: true,
    closeButtonProps: { 'aria-label': i18next.t('app.close') },
  });
}
