/** Popular brands in the home page's grid: two rows of six on a laptop (the stylesheet shows fewer on a phone). */
export const HOME_GRID_SIZE = 12;
