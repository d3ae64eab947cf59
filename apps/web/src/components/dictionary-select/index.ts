export { DictionarySelect, type DictionarySelectProps, REMOTE_SEARCH_PLACEHOLDER } from './dictionary-select.tsx';
