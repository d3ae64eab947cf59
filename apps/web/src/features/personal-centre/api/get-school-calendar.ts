import { getSchoolCalendar } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { personalKeys } from '../keys.ts';

/** 校历: the current semester, its teaching week and holidays (scSemester/getSchoolCalendar). */
export const getCalendar = () => unwrap(call(getSchoolCalendar, { body: {} }), '校历加载失败');

export const schoolCalendarOptions = () => queryOptions({ queryKey: personalKeys.calendar(), queryFn: getCalendar });

export const useSchoolCalendar = () => useQuery(schoolCalendarOptions());
