export { SchoolIdentityForm } from './school-identity-form.tsx';
