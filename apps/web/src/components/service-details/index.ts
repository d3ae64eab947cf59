export { type RateDetail, rateDetailQueryOptions, useRateDetail } from './api/get-rate-detail.ts';
export { getServiceDetails, serviceDetailsQueryOptions, useServiceDetails } from './api/get-service-details.ts';
export { RatingSummary } from './rating-summary.tsx';
export { ServiceDetailsDrawer, type ServiceDetailsDrawerProps } from './service-details-drawer.tsx';
