import { type Semester, semesterList } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { efficiencyKeys } from '../keys.ts';

/** The configured semesters, latest first (nobody/preLogin/common/semesterList, the same for everyone). */
export const getSemesters = (): Promise<Semester[]> => unwrap(call(semesterList));

export const semestersOptions = () => queryOptions({ queryKey: efficiencyKeys.semesters(), queryFn: getSemesters, staleTime: 300_000 });

export const useSemesters = () => useQuery(semestersOptions());
