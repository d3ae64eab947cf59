import { effGenerateReport } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { efficiencyKeys } from '../keys.ts';

/** Generates (again) the monthly report of an ended month in the background (efficiencyConfig/generateReport). */
export const generateReport = (month: string) => call(effGenerateReport, { body: { month } });

export const useGenerateReport = () => useEnvelopeMutation(generateReport, efficiencyKeys.reports(true), efficiencyKeys.reports(false));
