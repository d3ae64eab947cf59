export { useOpenService } from './use-open-service.ts';
