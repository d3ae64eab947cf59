import {
  type BodyOf,
  preLoginSaveCarousel,
  preLoginSaveColumns,
  preLoginSaveGlobal,
  preLoginSaveLanding,
  preLoginSaveNavigation,
  preLoginSaveThirdParty,
} from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { preloginKey } from './keys.ts';

/** The save endpoint of each section of the configuration page; the page's tabs share one form around them. */
const sectionSaves = {
  global: preLoginSaveGlobal,
  landing: preLoginSaveLanding,
  columns: preLoginSaveColumns,
  navigation: preLoginSaveNavigation,
  carousel: preLoginSaveCarousel,
  thirdParty: preLoginSaveThirdParty,
} as const;

export type ConfigSection = keyof typeof sectionSaves;

export interface SectionSave {
  section: ConfigSection;
  body: BodyOf<(typeof sectionSaves)[ConfigSection]>;
}

export const saveSection = ({ section, body }: SectionSave) => call(sectionSaves[section], { body: body as never });

/** Resolves to the envelope; an accepted save refreshes the landing too. */
export const useSaveSection = () => useEnvelopeMutation(saveSection, preloginKey);
