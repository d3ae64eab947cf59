/** The identity form's own read (schoolIdentity/detail). */
export const schoolIdentityKey = ['school', 'identity'] as const;
