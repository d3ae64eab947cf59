/** Route meta serviceType of SPEC §2 as the list filters take it: empty for the whole hall. */
export type CentreFilter = 'APPLICATION' | 'PROCESS' | '';
