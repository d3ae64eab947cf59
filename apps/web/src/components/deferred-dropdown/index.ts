export { DeferredDropdown, type DeferredDropdownProps } from './deferred-dropdown.tsx';
