export { Spinner } from './spinner.tsx';
export { showToast, ToastHost } from './toast.tsx';
