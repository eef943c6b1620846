/**
 * The search text a link or form hands the catalogue (the brand page's not-found search, the home
 * page's search): `?q={text}`. A module of its own, so the home page names it without the catalogue's code.
 */
export const SEARCH_PARAM = 'q';
