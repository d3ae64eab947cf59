/**
 * Query keys of the personal centre. Favourites, recent services and ratings are
 * changed from the service hall too, so those are read afresh each time they are shown.
 */
const ROOT = ['personal-centre'] as const;

export const personalKeys = {
  all: ROOT,
  profile: () => [...ROOT, 'profile'] as const,
  recent: () => [...ROOT, 'recent'] as const,
  favourites: () => [...ROOT, 'favourites'] as const,
  ratings: () => [...ROOT, 'ratings'] as const,
  calendar: () => [...ROOT, 'calendar'] as const,
};
