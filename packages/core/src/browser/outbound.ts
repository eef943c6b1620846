/** `rel` for every outbound link. */
export const OUTBOUND_REL = 'noopener noreferrer';
