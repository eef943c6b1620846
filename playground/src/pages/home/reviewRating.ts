/** `4.8`: an average rating to one decimal, as review sites show it. */
export const ratingText = (rating: number): string => (Math.round(rating * 10) / 10).toFixed(1);
