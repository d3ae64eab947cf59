export { ModalViewsHost } from './modal-views-host.tsx';
