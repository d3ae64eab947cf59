export { CheckList, type CheckListOption, type CheckListProps } from './check-list.tsx';
